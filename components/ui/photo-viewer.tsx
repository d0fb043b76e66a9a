'use client'
// A photo shown large over the page. Its dialog (Radix) loads when the first photo is opened.
import { lazyPopup } from './lazy-popup'

export type PhotoViewerProps = { src: string | null; alt: string; onClose: () => void }

const PhotoViewerDialog = lazyPopup<PhotoViewerProps & { open: boolean }>(() => import('./photo-viewer-dialog').then((module) => module.PhotoViewerDialog))

export function PhotoViewer(props: PhotoViewerProps) {
  return <PhotoViewerDialog open={props.src !== null} {...props} />
}
