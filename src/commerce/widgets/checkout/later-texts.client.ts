'use client'

import { askOnce, askUntilAnswered, useAskedOnce } from '@/components/ui/ask-once.client'

import type { LaterTexts, StepTexts } from './later-texts'
import { loadCheckoutLaterTexts } from './later-texts.action'
import type { CheckoutFormTexts } from './texts'

const key = (locale: string) => `checkout-later-texts:${locale}`
const ask = (locale: string) => () => loadCheckoutLaterTexts(locale)

/**
 * The later parts' texts, asked once per page (on the form's first focus, awaited by
 * "Continuer"); a failure is forgotten, so the next step's "Continuer" asks again.
 */
export const askLaterTexts = (locale: string): Promise<LaterTexts | null> =>
  askUntilAnswered(key(locale), ask(locale))

/** The same in a part that shows only with them (account creation, the retry view): it suspends. */
export const useLaterTexts = (locale: string): LaterTexts | null =>
  useAskedOnce(key(locale), ask(locale))

/** Texts known already (stories): the parts show them without asking. */
export const giveLaterTexts = (locale: string, texts: LaterTexts): void =>
  void askOnce(key(locale), () => Promise.resolve(texts))

export function withLaterTexts(texts: CheckoutFormTexts, later: LaterTexts): StepTexts {
  const { validation, ...words } = later
  return {
    ...texts,
    ...words,
    fields: { ...texts.fields, validation: { ...texts.fields.validation, ...validation } },
  }
}
