'use client'

import { useEffect, useState } from 'react'
import { ChevronUpIcon } from '@/components/ui/icons'

/** The screen's bottom-right square the button takes (16 px inset, 48 px wide), with a margin. */
const CORNER = 88

/**
 * Whether a primary action (data-primary-action: add to cart, a form's submit…) reaches into the
 * button's corner: on a 320–430 px phone it sat over « Ajouter au panier » (issue 40 point 7).
 */
function actionInCorner(): boolean {
  const top = window.innerHeight - CORNER
  const left = document.documentElement.clientWidth - CORNER
  for (const action of document.querySelectorAll('[data-primary-action]')) {
    const box = action.getBoundingClientRect()
    const shown = box.width > 0 && box.height > 0
    if (shown && box.bottom > top && box.top < window.innerHeight && box.right > left) return true
  }
  return false
}

/**
 * Back to the top, shown once the visitor is past twice the screen height (spec §2, §9), and
 * stepping aside while a primary action passes under it.
 */
export function ScrollUpButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 2 * window.innerHeight && !actionInCorner())
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
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
      data-floating
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-ink text-surface shadow-lg"
    >
      <ChevronUpIcon className="size-6" strokeWidth={2.5} />
    </button>
  )
}
