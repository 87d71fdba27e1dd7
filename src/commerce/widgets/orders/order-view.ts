import type {
  AccountOrderDetailsFragment,
  AccountOrderSummaryFragment,
  ReorderOrderFragment,
} from '@/commerce/client/generated/graphql'
import type { Money } from '@/commerce/domain/money'

/** A placed order in the list of /compte/commandes/ (spec §3 GiftcardOrder, placed). */
export type OrderSummary = AccountOrderSummaryFragment
/** A placed order in full, as the details modal shows it. */
export type AccountOrder = AccountOrderDetailsFragment
/** An earlier order on the reorder page. */
export type ReorderOrder = ReorderOrderFragment
export type OrderShipment = AccountOrder['shipments'][number]
export type OrderCardPreview = OrderSummary['packagesGroups'][number]['cardsPreviews'][number]

/** Who a package goes to, as far as the view shows it. */
type AddressLike = {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  street?: string | null
  houseNumber?: number | null
  suffix?: string | null
  postCode?: string | null
  city?: string | null
}

/** A package of either view: its card, price and, in the details, its options. */
type PackageLike = {
  id: string
  totalPrice: Money
  deliveryDate?: string | null
  giftcard: {
    qty: number
    variation: { title: string; price?: Money | null; product?: { title: string } | null }
  }
  wrapper?: { variation: { title: string } } | null
  giftPacking?: { variation: { title: string } } | null
  message?: { text: string } | null
}

/** The AccountOrders key of an order's status (spec §3 order status). */
export type StatusKey = 'statusPending' | 'statusCompleted' | 'statusCanceled'

export const statusKey = (status: OrderSummary['status']): StatusKey =>
  status === 'COMPLETED'
    ? 'statusCompleted'
    : status === 'CANCELED'
      ? 'statusCanceled'
      : 'statusPending'

/** A pending order the buyer can still pay: the 'Terminer le paiement' link shows. */
export const awaitsPayment = (order: Pick<OrderSummary, 'status' | 'canRetryPayment'>): boolean =>
  order.status === 'PENDING' && order.canRetryPayment

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * '23 novembre 2026' in `intl` fr-FR, '23 november 2026' in nl-BE: the day on the store's clock
 * (`timeZone`, its row's), so an order placed at midnight has the same date as in its mails.
 */
export function orderDate(iso: string, intl: string, timeZone: string): string {
  const key = `${intl} ${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone })
    dateFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** Every card of the order as its previews, in the order of its lines. */
export const orderPreviews = (order: OrderSummary): OrderCardPreview[] =>
  order.packagesGroups.flatMap((group) => group.cardsPreviews)

/** What one package of the details modal says: its cards, their amount and its options. */
export type PackageLine = {
  id: string
  qty: number
  product: string
  /** Price of one card (null for a donation of a free amount: its total tells). */
  amount: Money | null
  total: Money
  wrapper: string | null
  giftPacking: string | null
  message: string | null
  /** A digital card's scheduled moment (ISO), null for as soon as paid. */
  scheduledAt: string | null
}

export function packageLine(item: PackageLike): PackageLine {
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
export function receiverLines(address: AddressLike | null | undefined): string[] {
  if (!address) return []
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const street = [address.street, address.houseNumber, address.suffix].filter(Boolean).join(' ')
  const town = [address.postCode, address.city].filter(Boolean).join(' ')
  return [name, address.email ?? '', street, town].filter((line) => line.length > 0)
}

/** The order's lines for the reorder page: each package once, named, with its receiver. */
export type ReorderLine = PackageLine & { receiver: string | null; deliveryType: string }

export function reorderLines(order: ReorderOrder): ReorderLine[] {
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
