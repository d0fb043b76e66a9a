'use client'
// Cover photos: add (upload), remove, and drag into order.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { ImageUploadButton } from '@/components/upload/image-upload-button'

const MAX_COVERS = 10

function Cover({ src, index, onRemove }: { src: string; index: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: src })
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className="relative shrink-0" data-testid="cover-photo">
      <div {...attributes} {...listeners} className="touch-none" aria-label={`Cover photo ${index + 1}: drag to reorder`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the owner's stored photo */}
        <img src={src} alt="" draggable={false} className="h-24 w-36 rounded-2xl object-cover" />
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove cover photo ${index + 1}`}
        className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/90 shadow"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  )
}

export function CoverPhotos({ covers, onChange }: { covers: string[]; onChange: (covers: string[]) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  // Several photos upload at once and each must add to the list the previous one made, before React has
  // rendered it: every change goes through this ref (the list is the only writer of the covers).
  const latest = useRef(covers)
  const change = (next: string[]) => {
    latest.current = next
    onChange(next)
  }
  const add = (url: string) => change([...latest.current, url].slice(0, MAX_COVERS))
  const remove = (src: string) => change(latest.current.filter((cover) => cover !== src))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = latest.current
    if (over && active.id !== over.id) change(arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))))
  }
  return (
    <div>
      {covers.length ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={covers} strategy={horizontalListSortingStrategy}>
            <ul className="no-scrollbar -mx-1 flex gap-2 overflow-x-auto px-1 pb-1" aria-label="Cover photos">
              {covers.map((src, index) => (
                <Cover key={src} src={src} index={index} onRemove={() => remove(src)} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : (
        <p className="text-sm text-muted">No cover photos yet: your best work goes here, at the top of your site.</p>
      )}
      <ImageUploadButton className="mt-3" maxFiles={MAX_COVERS - covers.length} onUploaded={add}>
        Add cover photos
      </ImageUploadButton>
    </div>
  )
}
