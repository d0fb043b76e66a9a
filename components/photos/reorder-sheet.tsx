'use client'
// Drag to reorder, four a row, with touch, mouse and keyboard (dnd-kit).
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import type { ImageResponse } from '@/lib/albums/schema'

function SortablePhoto({ image, index }: { image: ImageResponse; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image._id })
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
      <img src={image.sizes['425'] ?? image.src} alt="" draggable={false} className="size-full object-cover" />
    </li>
  )
}

export function ReorderSheet({
  open,
  onOpenChange,
  images,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  images: ImageResponse[]
  onSave: (ids: string[]) => Promise<unknown>
}) {
  const [order, setOrder] = useState(images)
  const { run, busy: saving } = useMutation()
  const [opened, setOpened] = useState(open)
  if (open !== opened) {
    setOpened(open)
    if (open) setOrder(images)
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
        current.findIndex((i) => i._id === active.id),
        current.findIndex((i) => i._id === over.id),
      ),
    )
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Reorder photos" description="Drag photos into the order you want on your website.">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((i) => i._id)} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-4 gap-1.5" aria-label="Photos in order" data-vaul-no-drag="">
            {order.map((image, index) => (
              <SortablePhoto key={image._id} image={image} index={index} />
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
            await onSave(order.map((i) => i._id))
            onOpenChange(false)
          })
        }
      >
        Save order
      </Button>
    </Sheet>
  )
}
