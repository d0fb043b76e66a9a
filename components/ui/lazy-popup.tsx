'use client'
// A popup (sheet, dialog) whose code loads when it first opens, not with the screen: a screen's first
// load carries only what it shows. Once opened it stays mounted, so it can animate closed. A popup that
// opens on something other than its `open` prop (the payment it shows) says so with `isOpen`.
import dynamic from 'next/dynamic'
import { useState, type ComponentType } from 'react'

const openProp = (props: object) => 'open' in props && props.open === true

export function lazyPopup<Props extends object>(load: () => Promise<ComponentType<Props>>, isOpen: (props: Props) => boolean = openProp): ComponentType<Props> {
  const Popup = dynamic(load, { ssr: false })
  return function LazyPopup(props: Props) {
    const open = isOpen(props)
    const [opened, setOpened] = useState(open)
    if (open && !opened) setOpened(true)
    return opened ? <Popup {...props} /> : null
  }
}
