import type {
  GiftcardPaymentViewFragment,
  OrderStatus,
  PlacedOrderStatusViewFragment,
  RedeemOrderViewFragment,
} from '@/commerce/client/generated/graphql'
import type { GiftcardView } from '@/commerce/widgets/redeem/balance-result'
import type { RedeemProduct } from '@/commerce/widgets/redeem/shop-data'
import { redeemTexts } from '@/commerce/widgets/redeem/texts'
import fr from '@/i18n/messages/fr'

export const texts = redeemTexts(fr)
export const store = { storeId: 52, country: 'FR' }
export const REDEEM_TOKEN = 'story-redeem-token'
/** A number of ours (prefix 6280452, valid check digit) and its PIN. */
export const CARD = { number: '6280452123456769012', pin: '123456' }

const eur = (value: number) => ({ currency: 'EUR', value })

export const giftcard: GiftcardView = {
  lastFour: '9012',
  productTitle: 'Carte cadeau multi-enseignes',
  balance: eur(10_000),
  expiresAt: '2028-11-23',
  formattedExpiryDate: '23 novembre 2028',
  redeemable: true,
  transactions: [
    {
      date: '2026-11-23T10:00:00Z',
      reason: 'issue',
      amount: eur(10_000),
      balanceAfter: eur(10_000),
    },
  ],
}

const product = (id: string, title: string, slug: string, color: string): RedeemProduct => ({
  id,
  title,
  description: null,
  path: `/cartes-cadeaux/${slug}/`,
  productType: 'giftcard',
  showShadow: true,
  backgroundColor: { color, opacity: 100 },
  image: { url: `/media/card-${slug}.svg`, alt: title },
  redeemData: null,
})

export const products: RedeemProduct[] = [
  product('2', 'Cinéma Lumière', 'cinema-lumiere', '#e8eefc'),
  product('3', 'Spa Sérénité', 'spa-serenite', '#e6f4ef'),
  product('4', 'Librairie du Coin', 'librairie-du-coin', '#fff4d6'),
  product('5', 'Bistrot Gourmand', 'bistrot-gourmand', '#fbe9dd'),
]

/** The brands modal's choice: two brands, one card each (product id → brand id). */
export const brands = [
  { id: '1', title: 'Maison Lumière', count: 1 },
  { id: '2', title: 'Sérénité & Cie', count: 1 },
]
export const brandOfProduct: Record<string, string> = { '2': '1', '3': '2' }

const chosen = (id: string, item: RedeemProduct, amount: number) => ({
  id,
  deliveryType: 'DIGITAL' as const,
  mainProductType: 'giftcard' as const,
  mainProduct: {
    id: item.id,
    title: item.title,
    path: item.path,
    productType: 'giftcard' as const,
    image: item.image,
    backgroundColor: item.backgroundColor,
    redeemData: null,
    brand: null,
  },
  items: [
    {
      qty: 1,
      variationId: `${item.id}-d`,
      title: item.title,
      variationType: 'digital' as const,
      price: eur(amount),
    },
  ],
  packageTotals: { mainItemEditable: true, mainItemAmount: eur(amount) },
  receiver: null,
})

/** Two 20 € e-cards paid by one 100 € card: 60 € left. */
export function redeemOrder(total = 4_000, status = 'cart'): RedeemOrderViewFragment {
  const paid = Math.min(total, 10_000)
  return {
    id: '41',
    uuid: '0b7c6a52-1d1e-4c43-9a57-2f5d0e3c1a11',
    status,
    orderNumber: status === 'cart' ? null : 'CC-52-000041',
    itemsQty: 2,
    shipments: [
      {
        id: 'digital',
        deliveryType: 'DIGITAL',
        formattedDeliveryDate: 'par e-mail dans l’heure',
        deliveryAddress: null,
        packages: [chosen('p1', products[0]!, total / 2), chosen('p2', products[1]!, total / 2)],
      },
    ],
    totals: { subTotal: eur(total), grandTotal: eur(total), amountToPay: eur(total - paid) },
    payments: [{ id: '7', lastFour: '9012', balance: eur(10_000), value: eur(paid) }],
    remainingBalance: eur(10_000 - paid),
  }
}

export const payments = (order: RedeemOrderViewFragment): GiftcardPaymentViewFragment => ({
  redeemToken: REDEEM_TOKEN,
  payments: order.payments,
  amountToPay: order.totals.amountToPay,
  remainingBalance: order.remainingBalance,
  errors: [],
})

/** What order(uuid) tells of a placed order besides the order itself; none for the session's. */
export const placedStatus = (
  order: RedeemOrderViewFragment,
): PlacedOrderStatusViewFragment | null =>
  order.status === 'cart'
    ? null
    : {
        uuid: order.uuid,
        orderNumber: order.orderNumber ?? '',
        status: order.status as OrderStatus,
        paymentStatus: order.status === 'COMPLETED' ? 'paid' : 'open',
      }
