import type { ReceiverValues } from './form-values'

/** Where a receiver's card goes: their e-mail, or their French address ('12 bis rue…, 75002 Paris'). */
export const receiverDetail = (receiver: ReceiverValues): string =>
  'street' in receiver
    ? `${receiver.houseNumber}${receiver.suffix ? ` ${receiver.suffix}` : ''} ${receiver.street}, ${receiver.postCode} ${receiver.city}`
    : receiver.email

/** A scheduled moment in the shopper's language, or null for 'as soon as paid'. */
export function scheduledAt(receiver: ReceiverValues, numberLocale: string): string | null {
  if ('street' in receiver || !receiver.deliveryDate) return null
  const format = new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'short' })
  return format.format(new Date(receiver.deliveryDate))
}
