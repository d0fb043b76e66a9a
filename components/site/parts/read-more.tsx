'use client'
import { useState } from 'react'

/** Review text cut at three lines, opened with "Read more". */
export function ReadMore({ text, className }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const long = text.length > 160
  return (
    <div className={className}>
      <p className={open ? 'whitespace-pre-line' : 'line-clamp-3 whitespace-pre-line'}>{text}</p>
      {long ? (
        <button type="button" onClick={() => setOpen(!open)} className="mt-1 text-sm font-semibold underline underline-offset-2" style={{ color: 'var(--site-primary)' }}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </div>
  )
}
