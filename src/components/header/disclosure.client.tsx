'use client'

import { type ReactNode, useCallback, useId, useRef, useState } from 'react'

import { useHydrated } from '../ui/use-hydrated.client'
import { ChevronDownIcon } from '@/components/ui/icons'
import { useDismiss } from './use-dismiss.client'

type Props = {
  label: string
  /** Classes of the wrapper: `relative` anchors the panel to it, none to the header. */
  className?: string
  buttonClassName: string
  panelClassName: string
  /** The panel's content, rendered on the server. */
  children: ReactNode
  /** Called when the shopper reaches for the button (pointer, focus, press): time to load. */
  onIntent?: () => void
  /** Before the page's JavaScript runs the button is this link (else it is disabled). */
  fallbackHref?: string
}

/**
 * A header menu opened by click: a button that shows or hides the panel below it (disclosure
 * pattern), closed by Escape, an outside click or a route change.
 */
export function Disclosure(props: Props) {
  const { label, className, buttonClassName, panelClassName, children, onIntent, fallbackHref } =
    props
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, root, button)
  const content = (
    <>
      {label}
      <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180" />
    </>
  )
  if (!hydrated && fallbackHref) {
    return (
      <div className={className}>
        <a href={fallbackHref} className={`group ${buttonClassName}`}>
          {content}
        </a>
      </div>
    )
  }
  return (
    <div ref={root} className={className}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          onIntent?.()
          setOpen((wasOpen) => !wasOpen)
        }}
        className={`group ${buttonClassName}`}
      >
        {content}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  )
}
