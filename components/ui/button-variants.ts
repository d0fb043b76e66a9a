// The button's classes on their own, for links styled as buttons and for pages that must stay light
// (an error page on a public site): no class-merging helper, no Slot.
import { cva } from 'class-variance-authority'
import { buttonClasses } from './button-classes'

export const buttonVariants = cva(buttonClasses.base, {
  variants: {
    variant: buttonClasses.variant,
    size: buttonClasses.size,
    block: { true: 'w-full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})
