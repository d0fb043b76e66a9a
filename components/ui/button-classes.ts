// The button's classes as plain strings: buttonVariants picks among them, and the error pages, whose
// chunks repeat everything they import on every screen's first load (components/errors/error-mark.tsx),
// take them without class-variance-authority and clsx.
export const buttonClasses = {
  base: 'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-[background-color,color,box-shadow,opacity,transform] active:scale-[0.98] disabled:pointer-events-none disabled:opacity-45 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  variant: {
    primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
    secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
    outline: 'border border-line bg-white text-ink hover:bg-stone-50',
    ghost: 'text-ink hover:bg-stone-100',
    dark: 'bg-ink text-white hover:bg-stone-800',
    destructive: 'bg-danger text-white hover:bg-red-800',
    link: 'rounded-none px-0 text-brand-700 underline-offset-4 hover:underline',
  },
  size: {
    sm: 'h-10 px-4 text-sm',
    md: 'h-11 px-5 text-[15px]',
    lg: 'h-13 px-6 text-base',
    icon: 'size-11 p-0',
  },
}
