import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/**
 * The basket's texts as next-intl messages, formatted in the browser: counts are ICU plurals and
 * names go into sentences. Validation holds the translated gateway errors (spec §8).
 */
export type BasketMessages = {
  Basket: Record<keyof Messages['Basket'], string>
  Validation: Record<keyof Messages['Validation'], string>
  Errors: Pick<Messages['Errors'], 'generic'>
  Common: Pick<Messages['Common'], 'vatIncluded'>
  Modal: Messages['Modal']
}

/** The part of a language's messages the basket needs, and no more, for the page's payload. */
export const basketMessages = (messages: Messages): BasketMessages => ({
  Basket: messages.Basket,
  Validation: messages.Validation,
  Errors: { generic: messages.Errors.generic },
  Common: { vatIncluded: messages.Common.vatIncluded },
  Modal: messages.Modal,
})
