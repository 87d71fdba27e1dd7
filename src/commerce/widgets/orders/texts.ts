import type fr from '@/i18n/messages/fr'

type Messages = typeof fr

/**
 * The orders and reorder pages' texts as raw messages with plain `{name}` arguments, filled in
 * the browser by `fill` (Account/Area/texts), so no ICU formatter ships with the pages.
 */
export type OrdersTexts = Record<keyof Messages['AccountOrders'], string> & {
  /** The gateway's cart errors by Validation key (spec §8). */
  validation: Record<keyof Messages['Validation'], string>
  generic: string
  close: string
  vatIncluded: string
  /** The company registers' words: a business order's number is named after its country's. */
  registers: Messages['CompanyRegisters']
}

/** The part of a language's messages the orders widgets need. */
export const ordersTexts = (messages: Messages): OrdersTexts => ({
  ...messages.AccountOrders,
  validation: messages.Validation,
  generic: messages.Errors.generic,
  close: messages.Modal.close,
  vatIncluded: messages.Common.vatIncluded,
  registers: messages.CompanyRegisters,
})
