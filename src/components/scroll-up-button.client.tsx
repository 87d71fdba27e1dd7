'use client'

import { useEffect, useState } from 'react'
import { ChevronUpIcon } from '@/components/ui/icons'

/** Back to the top, shown once the visitor is past twice the screen height (spec §2, §9). */
export function ScrollUpButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 2 * window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
    // Keyboard users land where they see themselves: at the top of the page.
    document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={label}
      // Primary actions paint above it (globals.css); the e2e fixture finds it by this.
      data-floating
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-ink text-surface shadow-lg"
    >
      <ChevronUpIcon className="size-6" strokeWidth={2.5} />
    </button>
  )
}
