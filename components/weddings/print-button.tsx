'use client'
import { Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The phone's print sheet. */
export function PrintButton() {
  return (
    <Button variant="outline" size="lg" className="flex-1" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> Print
    </Button>
  )
}
