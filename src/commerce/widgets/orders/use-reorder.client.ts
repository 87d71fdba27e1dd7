'use client'

import { useState } from 'react'

import { useBasketCalls } from './calls.client'
import { problemText } from './errors'
import type { OrdersTexts } from './texts'

/** After a change the basket page shows it; a full load, so the header count reads it too. */
export const goToBasket = (href: string) => window.location.assign(href)

/**
 * Reorder (spec §6): the order's packages, all or the chosen ones, go back in the basket, then
 * the shopper is taken there. A refusal stays on screen, with the basket's link when part went in.
 */
export function useReorder(texts: OrdersTexts, basketHref: string, navigate = goToBasket) {
  const calls = useBasketCalls()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; hasBasket: boolean } | null>(null)
  const reorder = async (uuid: string, packageIds?: string[]) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    const outcome = await calls.reorder(uuid, packageIds)
    if (outcome.errors.length === 0) return navigate(basketHref)
    setBusy(false)
    setProblem({ message: problemText(outcome.errors, texts), hasBasket: outcome.hasBasket })
  }
  return { busy, problem, reorder }
}
