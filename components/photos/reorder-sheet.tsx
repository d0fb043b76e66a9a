'use client'
// Drag photos into order, four a row, with touch, mouse and keyboard (dnd-kit): an album's photos, or
// the cover photos on Edit profile. Loaded when first opened, so no screen carries dnd-kit before.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'

/** `src`: a small size of the photo; `id`: what the order is saved as. */
export type ReorderPhoto = { id: string; src: string }

function SortablePhoto({ photo, index }: { photo: ReorderPhoto; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 10 : undefined }}
      className="aspect-square touch-none overflow-hidden rounded-lg bg-stone-100 shadow-sm data-[dragging=true]:shadow-float"
      data-dragging={isDragging}
      data-testid="reorder-photo"
      {...attributes}
      {...listeners}
      aria-label={`Photo ${index + 1}: press space to pick it up, arrows to move`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- stored photos */}
      <img src={photo.src} alt="" draggable={false} className="size-full object-cover" />
    </li>
  )
}

export function ReorderSheet({
  open,
  onOpenChange,
  photos,
  onSave,
  title = 'Reorder photos',
  description = 'Drag photos into the order you want on your website.',
  saveLabel = 'Save order',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  photos: ReorderPhoto[]
  onSave: (ids: string[]) => Promise<unknown>
  title?: string
  description?: string
  saveLabel?: string
}) {
  const [order, setOrder] = useState(photos)
  const { run, busy: saving } = useMutation()
  const [opened, setOpened] = useState(open)
  if (open !== opened) {
    setOpened(open)
    if (open) setOrder(photos)
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((photo) => photo.id === active.id),
        current.findIndex((photo) => photo.id === over.id),
      ),
    )
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((photo) => photo.id)} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-4 gap-1.5" aria-label="Photos in order" data-vaul-no-drag="">
            {order.map((photo, index) => (
              <SortablePhoto key={photo.id} photo={photo} index={index} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Button
        size="lg"
        block
        className="mt-5"
        loading={saving}
        onClick={() =>
          run(async () => {
            await onSave(order.map((photo) => photo.id))
            onOpenChange(false)
          })
        }
      >
        {saveLabel}
      </Button>
    </Sheet>
  )
}
