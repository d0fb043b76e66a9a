'use client'
// The bio's editor: paragraphs, bold, italic and lists — the formatting the site shows (the server
// sanitises whatever arrives to exactly these).
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Italic, List, ListOrdered } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from '@/components/ui/input'

export function BioEditor({
  id,
  value,
  onChange,
  contentClassName,
  autoFocus,
}: {
  id: string
  value: string
  onChange: (html: string) => void
  contentClassName: string
  autoFocus?: boolean
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
    ],
    content: value || '<p></p>',
    immediatelyRender: false,
    // She tapped or tabbed into the bio and it loaded meanwhile: the focus comes here only if it is still
    // nowhere. Had she gone on to another field, taking it back would put her typing (or her Enter on
    // Save) into the bio.
    onCreate: ({ editor: created }) => {
      if (autoFocus && (!document.activeElement || document.activeElement === document.body)) created.commands.focus('end')
    },
    editorProps: {
      attributes: { id, 'aria-label': 'Bio', class: contentClassName },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  const tool = (active: boolean) =>
    cn('flex size-9 items-center justify-center rounded-xl', active ? 'bg-brand-100 text-brand-800' : 'text-stone-600 hover:bg-stone-100')
  return (
    <div className={cn(fieldClass, 'px-3 py-2')}>
      <div className="mb-1 flex gap-1 border-b border-line pb-1" role="toolbar" aria-label="Formatting">
        <button
          type="button"
          aria-label="Bold"
          aria-pressed={editor?.isActive('bold')}
          className={tool(Boolean(editor?.isActive('bold')))}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <Bold className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Italic"
          aria-pressed={editor?.isActive('italic')}
          className={tool(Boolean(editor?.isActive('italic')))}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Italic className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Bullet list"
          aria-pressed={editor?.isActive('bulletList')}
          className={tool(Boolean(editor?.isActive('bulletList')))}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <List className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Numbered list"
          aria-pressed={editor?.isActive('orderedList')}
          className={tool(Boolean(editor?.isActive('orderedList')))}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered className="size-4" aria-hidden="true" />
        </button>
      </div>
      <EditorContent editor={editor} className="text-[16px] leading-6" />
    </div>
  )
}
