import { withApiNames } from '@/commerce/domain/api-names'
import type { Payload } from 'payload'

import { type CartPackage, cardCount, packageTotal, shipmentsOf } from '@/commerce/domain/cart'
import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import type {
  BillingAddress,
  PostalAddress,
  ShipmentDelivery,
} from '@/commerce/domain/orders/placed-order'
import type { RedeemPaymentValue } from '@/commerce/domain/redeem/redeem-payments'
import type { Locale } from '@/i18n/routing'

import { deliveryAddress } from '@/commerce/services/cart'
import type { RedeemOrder, RedeemPackage } from '@/commerce/contract/types'
import { type RedeemProduct, redeemProducts } from '@/commerce/services/catalogue'

/** What a redeem order is shown from: the open session or a placed order. */
export type RedeemOrderSource = {
  id: number
  uuid: string
  /** 'cart' for the open session, else the placed order's status. */
  status: string
  orderNumber: string | null
  currency: string
  packages: CartPackage[]
  deliveries: ShipmentDelivery[]
  billingAddress: BillingAddress | null
  deliveryAddress: PostalAddress | null
  payments: RedeemPaymentValue[]
  amountToPay: number
  remainingBalance: number
}

function toPackage(item: CartPackage, product: RedeemProduct | null, currency: string) {
  const money = (value: number | null) => (value === null ? null : { currency, value })
  const variationType = item.deliveryType === 'DIGITAL' ? 'digital' : 'physical'
  const fallback = {
    id: item.productId,
    title: item.title,
    path: item.path,
    productType: item.productType,
    image: item.image && { ...item.image, width: null, height: null },
    backgroundColor: item.color,
    brand: null,
  }
  return {
    id: item.id,
    mainProduct: {
      ...(product?.view ?? fallback),
      redeemData: product && {
        ...product.redeemData,
        minimumRemainingBalance: money(product.minimumRemainingBalance),
        minimumAvailableCustomAmount: money(product.minimumAvailableCustomAmount),
        maximumAvailableCustomAmount: money(product.maximumAvailableCustomAmount),
      },
    },
    mainProductType: item.productType,
    items: [
      {
        qty: item.qty,
        variationId: `${item.productId}:${variationType}:${item.amount}`,
        sku: item.sku,
        price: { currency, value: item.amount },
        title: item.title,
        variationType: item.productType === 'giftcard' ? variationType : null,
      },
    ],
    packageTotals: {
      mainItemAmount: { currency, value: item.amount },
      // Redeem amounts are free within the product's bounds (redeem-rules.ts).
      mainItemEditable: true,
      promotionAmount: { currency, value: 0 },
    },
    deliveryType: item.deliveryType,
    receiver: deliveryAddress(item.receiver),
  } satisfies RedeemPackage
}

/**
 * A redeem order as the redeem pages show it (spec §3 RedeemOrder): shipments with their promised
 * delivery, each chosen card with its product and brand links, what the cards pay, what is left
 * to pay and what stays on the cards.
 */
export async function toRedeemOrder(
  payload: Payload,
  storeId: number,
  locale: Locale,
  source: RedeemOrderSource,
): Promise<RedeemOrder> {
  const { currency } = source
  const money = (value: number) => ({ currency, value })
  const products = await redeemProducts(payload, storeId, locale, source.packages)
  const deliveries = new Map(source.deliveries.map((delivery) => [delivery.tag, delivery]))
  const subTotal = source.packages.reduce((sum, item) => sum + packageTotal(item), 0)
  return {
    id: String(source.id),
    uuid: source.uuid,
    status: source.status,
    orderNumber: source.orderNumber,
    shipments: shipmentsOf(source.packages).map((shipment) => {
      const delivery = deliveries.get(shipment.tag)
      const receiver = shipment.packages[0]?.receiver ?? null
      const own = shipment.deliveryType === 'PHYSICAL' ? source.deliveryAddress : null
      return {
        id: shipment.tag,
        deliveryType: shipment.deliveryType,
        packages: shipment.packages.map((item) =>
          toPackage(item, products.get(item.productId) ?? null, currency),
        ),
        deliveryDate: delivery?.earliest ?? null,
        formattedDeliveryDate: delivery ? formatDeliveryWindow(delivery, locale) : '',
        deliveryAddress: deliveryAddress(receiver) ?? (own && { ...own, email: null }),
      }
    }),
    billingAddress: source.billingAddress && withApiNames(source.billingAddress),
    totals: {
      subTotal: money(subTotal),
      grandTotal: money(subTotal),
      amountToPay: money(source.amountToPay),
    },
    payments: source.payments.map((payment) => ({
      id: String(payment.id),
      lastFour: payment.lastFour,
      balance: money(payment.balance),
      value: money(payment.value),
    })),
    remainingBalance: money(source.remainingBalance),
    itemsQty: cardCount(source.packages),
  }
}
