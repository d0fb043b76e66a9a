'use client'
// A popup (sheet, dialog) whose code loads when it first opens, not with the screen: a screen's first
// load carries only what it shows. Once opened it stays mounted, so it can animate closed.
import dynamic from 'next/dynamic'
import { useState, type ComponentType } from 'react'

export function lazyPopup<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Popup = dynamic(load, { ssr: false })
  return function LazyPopup(props: Props) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    return opened ? <Popup {...props} /> : null
  }
}
