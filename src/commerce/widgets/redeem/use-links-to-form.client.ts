'use client'

import { type RefObject, useEffect } from 'react'

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Links to this very page (the editors' big "Vérifier le solde et échanger" button above the
 * form) bring the form into view and focus its first field: on a phone the form starts far below
 * the screen, and the link went nowhere.
 */
export function useLinksToForm(form: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const target = form.current
      if (!(link instanceof HTMLAnchorElement) || !target || !plainClick(event)) return
      const url = new URL(link.href)
      const here = url.origin === location.origin && url.pathname === location.pathname
      if (!here || url.hash || link.target === '_blank' || target.contains(link)) return
      // Captured before Next's link sees it, which would only reload the page.
      event.preventDefault()
      event.stopPropagation()
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
      target.querySelector<HTMLElement>('input')?.focus({ preventScroll: true })
    }
    document.addEventListener('click', click, true)
    return () => document.removeEventListener('click', click, true)
  }, [form])
}
