import { initials } from '@/lib/format/initials'
import { smallPhotoSrc } from '@/lib/images/photo'
import { cn } from '@/lib/ui/cn'

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- owner photos come from storage, in their stored sizes
    <img src={smallPhotoSrc(src)} alt={name} className={cn('size-11 rounded-full object-cover', className)} />
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
