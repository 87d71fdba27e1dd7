'use client'

import { useState } from 'react'

import { useCartCalls } from './calls.client'
import { problemText } from './errors'
import type { OrdersTexts } from './texts'

/** After a change the cart page shows it; a full load, so the header count reads it too. */
export const goToCart = (href: string) => window.location.assign(href)

/**
 * Reorder (spec §6): the order's packages, all or the chosen ones, go back in the cart, then
 * the shopper is taken there. A refusal stays on screen, with the cart's link when part went in.
 */
export function useReorder(texts: OrdersTexts, cartHref: string, navigate = goToCart) {
  const calls = useCartCalls()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; hasCart: boolean } | null>(null)
  const reorder = async (uuid: string, packageIds?: string[]) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    const outcome = await calls.reorder(uuid, packageIds)
    if (outcome.errors.length === 0) return navigate(cartHref)
    setBusy(false)
    setProblem({ message: problemText(outcome.errors, texts), hasCart: outcome.hasCart })
  }
  return { busy, problem, reorder }
}
