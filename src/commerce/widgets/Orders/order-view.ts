import type { AccountOrderFragment } from '@/commerce/client/generated/graphql'

/** A placed order as the account's orders page reads it (spec §3 GiftcardOrder, placed). */
export type AccountOrder = AccountOrderFragment
export type OrderShipment = AccountOrder['shipments'][number]
export type OrderPackage = OrderShipment['packages'][number]
export type OrderAddress = NonNullable<OrderShipment['deliveryAddress']>
export type OrderCardPreview = AccountOrder['packagesGroups'][number]['cardsPreviews'][number]

/** The AccountOrders key of an order's status (spec §3 order status). */
export type StatusKey = 'statusPending' | 'statusCompleted' | 'statusCanceled'

export const statusKey = (status: AccountOrder['status']): StatusKey =>
  status === 'COMPLETED'
    ? 'statusCompleted'
    : status === 'CANCELED'
      ? 'statusCanceled'
      : 'statusPending'

/** A pending order the buyer can still pay: the 'Terminer le paiement' link shows. */
export const awaitsPayment = (order: Pick<AccountOrder, 'status' | 'canRetryPayment'>): boolean =>
  order.status === 'PENDING' && order.canRetryPayment

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** '23 novembre 2026' in French (Paris time, the store's), '23 november 2026' under /nl. */
export function orderDate(iso: string, language: string): string {
  const locale = language === 'nl' ? 'nl-NL' : language === 'en' ? 'en-GB' : 'fr-FR'
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

/** Every card of the order as its previews, in the order of its lines. */
export const orderPreviews = (order: AccountOrder): OrderCardPreview[] =>
  order.packagesGroups.flatMap((group) => group.cardsPreviews)

/** What one package of the details modal says: its cards, their amount and its options. */
export type PackageLine = {
  id: string
  qty: number
  product: string
  /** Price of one card (null for a donation of a free amount: its total tells). */
  amount: AccountOrder['totals']['grandTotal'] | null
  total: AccountOrder['totals']['grandTotal']
  wrapper: string | null
  giftPacking: string | null
  message: string | null
  /** A digital card's scheduled moment (ISO), null for as soon as paid. */
  scheduledAt: string | null
}

export function packageLine(item: OrderPackage): PackageLine {
  const { variation, qty } = item.giftcard
  return {
    id: item.id,
    qty,
    product: variation.product?.title ?? variation.title,
    amount: variation.price ?? null,
    total: item.totalPrice,
    wrapper: item.wrapper?.variation.title ?? null,
    giftPacking: item.giftPacking?.variation.title ?? null,
    message: item.message?.text || null,
    scheduledAt: item.deliveryDate ?? null,
  }
}

/** Who a shipment or package goes to: a name, then an e-mail or a postal address. */
export function receiverLines(address: OrderAddress | null | undefined): string[] {
  if (!address) return []
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const street = [address.street, address.houseNumber, address.suffix].filter(Boolean).join(' ')
  const town = [address.postCode, address.city].filter(Boolean).join(' ')
  return [name, address.email ?? '', street, town].filter((line) => line.length > 0)
}

/** The order's lines for the reorder page: each package once, named, with its receiver. */
export type ReorderLine = PackageLine & { receiver: string | null; deliveryType: string }

export function reorderLines(order: AccountOrder): ReorderLine[] {
  return order.shipments.flatMap((shipment) =>
    shipment.packages.map((item) => ({
      ...packageLine(item),
      receiver: receiverLines(item.deliveryAddress ?? shipment.deliveryAddress)[0] ?? null,
      deliveryType: shipment.deliveryType,
    })),
  )
}

const methodKeys = {
  creditcard: 'methodCreditcard',
  paypal: 'methodPaypal',
  banktransfer: 'methodBanktransfer',
  ideal: 'methodIdeal',
  bancontact: 'methodBancontact',
  blik: 'methodBlik',
  mbway: 'methodMbway',
  applepay: 'methodApplepay',
} as const

export type PaymentMethodKey = (typeof methodKeys)[keyof typeof methodKeys]

/** The AccountOrders key naming a payment method id of the store (Stores → payments). */
export const paymentMethodKey = (id: string | null | undefined): PaymentMethodKey | null =>
  id && id in methodKeys ? methodKeys[id as keyof typeof methodKeys] : null
