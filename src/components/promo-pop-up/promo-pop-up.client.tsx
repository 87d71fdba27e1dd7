'use client'

import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react'

import { CloseIcon } from '@/components/ui/icons'

type Props = {
  title: string
  closeLabel: string
  /** Where closing leads: the home page the promotion stands over. */
  closeHref: string
  children: ReactNode
}

/**
 * The promotion over the home page. The server renders the dialog open, so it shows (with a link
 * to close it) before or without JavaScript; once hydrated it becomes modal: the browser keeps
 * focus in it and makes the page behind inert, and Esc closes it like the close link does.
 */
export function PromoPopUp({ title, closeLabel, closeHref, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Esc and the close link alike. Back then leads where the shopper was before the promotion, not
  // to it again (home is a cached static page).
  const leave = (event: SyntheticEvent) => {
    event.preventDefault()
    window.location.replace(closeHref)
  }

  useEffect(() => {
    const element = dialog.current
    if (!element || element.matches(':modal')) return
    // showModal() refuses a dialog already open, as the server's one is.
    element.close()
    element.showModal()
  }, [])

  return (
    <>
      <div aria-hidden className="fixed inset-0 z-40 bg-black/40" />
      <dialog
        ref={dialog}
        open
        aria-labelledby={titleId}
        data-modal="promo-pop-up"
        onCancel={leave}
        className="fixed inset-0 z-50 m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-transparent"
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5 lg:px-8 lg:pt-6">
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
          <a
            href={closeHref}
            aria-label={closeLabel}
            onClick={leave}
            className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted"
          >
            <CloseIcon className="size-5" />
          </a>
        </div>
        <div className="pb-5">{children}</div>
      </dialog>
    </>
  )
}
