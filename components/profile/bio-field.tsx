'use client'
// The bio. Its rich-text editor (ProseMirror, the screen's heaviest script) loads when she taps into the
// bio, not with the screen: until then the bio shows as it is (saved HTML, sanitised on save), in a box
// of the editor's own size, so nothing moves when the editor takes its place.
import { Bold, Italic, List, ListOrdered } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { fieldClass } from '@/components/ui/input'
import { cn } from '@/lib/ui/cn'

const CONTENT_CLASS = 'min-h-32 outline-none [&_ol]:ml-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:ml-5 [&_ul]:list-disc'

const BioEditor = dynamic(() => import('./bio-editor').then((module) => module.BioEditor), {
  ssr: false,
  loading: () => <BioBox busy />,
})

export function BioField({ id, value, onChange }: { id: string; value: string; onChange: (html: string) => void }) {
  const [editing, setEditing] = useState(false)
  if (editing) return <BioEditor id={id} value={value} onChange={onChange} contentClassName={CONTENT_CLASS} autoFocus />
  return <BioBox id={id} html={value} onEdit={() => setEditing(true)} />
}

/** The editor's frame: its toolbar's look and the bio's text, to tap into (or a busy box while the editor loads). */
function BioBox({ id, html, onEdit, busy }: { id?: string; html?: string; onEdit?: () => void; busy?: boolean }) {
  return (
    <div className={cn(fieldClass, 'px-3 py-2')} aria-busy={busy || undefined}>
      <div className="mb-1 flex gap-1 border-b border-line pb-1 text-stone-600" aria-hidden="true">
        {[Bold, Italic, List, ListOrdered].map((Icon, index) => (
          <span key={index} className="flex size-9 items-center justify-center" onPointerDown={onEdit}>
            <Icon className="size-4" />
          </span>
        ))}
      </div>
      {busy ? (
        <div className={cn(CONTENT_CLASS, 'text-[16px] leading-6')} />
      ) : (
        <div
          id={id}
          role="textbox"
          aria-label="Bio"
          aria-multiline="true"
          tabIndex={0}
          onFocus={onEdit}
          onPointerDown={onEdit}
          className={cn(CONTENT_CLASS, 'cursor-text text-[16px] leading-6')}
          dangerouslySetInnerHTML={{ __html: html || '<p></p>' }}
        />
      )}
    </div>
  )
}
