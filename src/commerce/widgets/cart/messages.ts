import { GATEWAY_ERROR_KEYS } from '@/commerce/client/gateway-errors'
import type fr from '@/i18n/messages/fr'
import { precompile, type Precompiled } from '@/i18n/precompile'
import { pickTexts } from '@/i18n/pick-texts'

type Messages = typeof fr

/** The header's and the page's own words (its count, its title): the widget's payload goes without. */
type PageWords = 'label' | 'text' | 'title'

/** The empty or unread basket's words: shown before the lines' code (and its formatter) loads. */
const STATE_WORDS = ['loading', 'loadFailed', 'retry', 'empty', 'emptyText', 'browse'] as const
type StateWord = (typeof STATE_WORDS)[number]

/**
 * The cart's texts as next-intl messages, formatted in the browser: counts are ICU plurals and
 * names go into sentences. Validation holds the translated gateway errors (spec §8), and only
 * those: the cart's translator meets no other key.
 */
type CartSourceMessages = {
  Cart: Record<Exclude<keyof Messages['Cart'], PageWords | StateWord>, string>
  Validation: Record<string, string>
  Common: Pick<Messages['Common'], 'vatIncluded'>
  Modal: Messages['Modal']
}

/**
 * The cart's messages compiled for the browser's formatter (i18n/precompile.ts), and the
 * basket states' plain words.
 */
export type CartMessages = Precompiled<CartSourceMessages> & {
  States: Pick<Messages['Cart'], StateWord>
}

/**
 * The part of a language's messages the cart needs, and no more, for the page's payload,
 * compiled on the server.
 */
export function cartMessages(messages: Messages): CartMessages {
  const { label: _label, text: _text, title: _title, ...cart } = messages.Cart
  const lines = Object.fromEntries(
    Object.entries(cart).filter(([key]) => !STATE_WORDS.includes(key as StateWord)),
  ) as CartSourceMessages['Cart']
  const compiled = precompile<CartSourceMessages>({
    Cart: lines,
    Validation: Object.fromEntries(
      GATEWAY_ERROR_KEYS.map((key) => [
        key,
        messages.Validation[key as keyof Messages['Validation']],
      ]),
    ),
    Common: { vatIncluded: messages.Common.vatIncluded },
    Modal: messages.Modal,
  })
  return { ...compiled, States: pickTexts(messages.Cart, STATE_WORDS) }
}
