import { cn } from '@/lib/ui/cn'

/** Two-letter initials of a name: "Sophie Nguyen" → "SN", "Emily" → "EM". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase()
  return (words[0][0] + words[words.length - 1][0]).toUpperCase()
}

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- owner photos come from storage at any size
    <img src={src} alt={name} className={cn('size-11 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-label={name}
      role="img"
      className={cn('inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800', className)}
    >
      {initials(name)}
    </span>
  )
}
