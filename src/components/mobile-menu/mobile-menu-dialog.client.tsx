'use client'

import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { useCloseOnRouteChange } from '../header/use-dismiss.client'
import { useHydrated } from '../ui/use-hydrated.client'
import { MenuReached } from './menu-reached.client'

type Props = {
  labels: { open: string; close: string; title: string; allCategories: string }
  /** Before the page's JavaScript runs the hamburger is a link to this page of every category. */
  fallbackHref: string
  /** The menu's content, rendered on the server. */
  children: ReactNode
}

/**
 * The mobile menu (spec §2): the hamburger opens a full-height native modal <dialog>, which
 * keeps focus inside and closes on Escape by itself. The page's scroll is locked while open;
 * links, `[data-closes-menu]` elements, a click beside the panel and route changes close it.
 * Reaching for the hamburger tells the content (MenuReached), which loads what it lacks then.
 */
export function MobileMenuDialog({ labels, fallbackHref, children }: Props) {
  const [open, setOpen] = useState(false)
  const [reached, setReached] = useState(0)
  const reach = () => setReached((count) => count + 1)
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = useCallback(() => setOpen(false), [])
  useCloseOnRouteChange(close)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!open) {
      if (element.open) element.close()
      return
    }
    if (!element.open) element.showModal()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [open])

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    if (target === event.currentTarget || target.closest('a, [data-closes-menu]')) close()
  }

  const hamburgerClass = 'grid size-11 place-items-center rounded-md'
  if (!hydrated) {
    return (
      <a href={fallbackHref} aria-label={labels.allCategories} className={hamburgerClass}>
        <MenuIcon />
      </a>
    )
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          reach()
          setOpen(true)
        }}
        className={hamburgerClass}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-label={labels.title}
        onClose={() => {
          setOpen(false)
          button.current?.focus()
        }}
        onClick={onClick}
        className="m-0 h-dvh max-h-dvh w-full max-w-sm flex-col bg-surface p-0 text-ink backdrop:bg-ink/50 open:flex"
      >
        <div className="flex h-20 shrink-0 items-center justify-between border-b border-ink/10 px-4">
          <p className="text-lg font-semibold">{labels.title}</p>
          <button
            type="button"
            aria-label={labels.close}
            data-closes-menu=""
            className="grid size-11 place-items-center rounded-md"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 pt-4 pb-8">
          <MenuReached value={reached}>{children}</MenuReached>
        </div>
      </dialog>
    </>
  )
}
