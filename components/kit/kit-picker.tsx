'use client'
// Brands in an artist's kit: type to search the catalogue (case-insensitive) or add free text;
// blanks and duplicates are ignored.
import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import type { KitItem } from '@/lib/kit/schema'
import { useBrands } from '@/lib/swr/use-brands'

export function addToKit(kit: KitItem[], name: string): KitItem[] {
  const trimmed = name.trim()
  if (!trimmed || kit.some((item) => item.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) return kit
  return [...kit, { name: trimmed }]
}

export function KitPicker({ kit, onChange }: { kit: KitItem[]; onChange: (kit: KitItem[]) => void }) {
  const [text, setText] = useState('')
  const listId = useId()
  const query = text.trim()
  const { data: brands } = useBrands(query)
  const suggestions = query ? (brands ?? []).filter((brand) => !kit.some((item) => item.name.toLocaleLowerCase() === brand.name.toLocaleLowerCase())) : []

  const add = (name: string) => {
    onChange(addToKit(kit, name))
    setText('')
  }

  return (
    <div>
      <div className="flex gap-2">
        <Input
          aria-label="Add a brand"
          placeholder='Try "MAC"'
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add(text)
            }
          }}
          aria-controls={suggestions.length ? listId : undefined}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={() => add(text)}
          disabled={!query}
          aria-label="Add brand"
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white disabled:opacity-40"
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
      {suggestions.length ? (
        <ul id={listId} className="mt-2 overflow-hidden rounded-2xl border border-line bg-white shadow-card" aria-label="Matching brands">
          {suggestions.map((brand) => (
            <li key={brand.name}>
              <button type="button" className="block w-full px-4 py-3 text-left hover:bg-brand-50" onClick={() => add(brand.name)}>
                {brand.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {kit.length ? (
        <ul className="mt-4 flex flex-wrap gap-x-2 gap-y-3" aria-label="Your kit">
          {kit.map((item) => (
            <li key={item.name} className="flex items-center gap-1 rounded-full bg-brand-50 py-1.5 pr-1.5 pl-3.5 text-sm font-semibold text-brand-800">
              {item.name}
              <button
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() => onChange(kit.filter((entry) => entry.name !== item.name))}
                className="tap-area relative flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
