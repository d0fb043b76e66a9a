'use client'
import dynamic from 'next/dynamic'
import { useToastAsked } from './toast'

const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

export function Toaster() {
  const asked = useToastAsked()
  if (!asked) return null
  return (
    <Sonner
      position="top-center"
      offset={16}
      mobileOffset={12}
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-line !shadow-float !font-sans',
          title: '!text-[15px] !font-semibold',
        },
      }}
    />
  )
}
