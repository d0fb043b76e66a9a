'use client'
import { Toaster as Sonner } from 'sonner'

export function Toaster() {
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
