import { cardCount, type Shipment as CartShipment, shipmentsOf } from '@/commerce/domain/cart'
import { intlLocale } from '@/commerce/domain/money'
import { isPhysicalReceiver } from '@/commerce/domain/receiver'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import type { GiftcardOrder, GiftcardPackage, PackagesGroup } from '@/commerce/contract/types'
import { gatewayText, moneyIn } from '../messages'
import type { CartSettings } from '@/commerce/services/store'
import type { Cart } from '@/commerce/db/cart-repository'
import { deliveryAddress, scheduledAt, toPackage } from './view-package'

type Text = ReturnType<typeof gatewayText>

// One per language, country ('nl-BE') and store clock: a formatter is slow to build, a cart
// asks per group; stores are few.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(intl: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${intl}|${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    const options = { dateStyle: 'long', timeStyle: 'short', timeZone } as const
    format = new Intl.DateTimeFormat(intl, options)
    dateFormats.set(key, format)
  }
  return format
}

/** Who a group goes to, in words: the buyer by e-mail or post, or the receiver's name and where. */
function receiverLines(
  shipment: CartShipment,
  text: Text,
  { intl, timeZone }: { intl: string; timeZone: string },
) {
  const receiver = shipment.packages[0]?.receiver ?? null
  if (!receiver) {
    const key = shipment.deliveryType === 'DIGITAL' ? 'buyerDigital' : 'buyerPhysical'
    return { receiverTitle: text(key), receiverDescription: text(`${key}Description`) }
  }
  if (isPhysicalReceiver(receiver)) {
    const street = [receiver.houseNumber, receiver.suffix, receiver.street].filter(Boolean)
    const line = `${street.join(' ')}, ${receiver.postCode} ${receiver.city}`
    return { receiverTitle: receiver.name, receiverDescription: line }
  }
  const when =
    receiver.deliveryDate && dateFormat(intl, timeZone).format(new Date(receiver.deliveryDate))
  return {
    receiverTitle: receiver.name,
    receiverDescription: when ? text('scheduled', { email: receiver.email, when }) : receiver.email,
  }
}

/** The cart as the gateway answers it (spec §3 GiftcardOrder), amounts in cents. */
export function toOrder(
  cart: Cart,
  settings: Pick<CartSettings, 'currency' | 'country' | 'timeZone' | 'fees'>,
  locale: Locale,
): GiftcardOrder {
  const { currency } = settings
  const cents = (value: number) => ({ currency, value })
  const text = gatewayText(locale, 'CartView')
  const money = moneyIn(locale, settings)
  const totals = cartTotals(cart.packages, settings.fees)
  const shipments = shipmentsOf(cart.packages)
  const packages = new Map<string, GiftcardPackage>(
    cart.packages.map((item) => [item.id, toPackage(item, currency, text('message'))]),
  )
  const packagesGroups: PackagesGroup[] = shipments.map((shipment) => {
    const views = shipment.packages.map((item) => packages.get(item.id)!)
    return {
      tag: shipment.tag,
      packageId: views.length === 1 ? views[0]!.id : null,
      packageIds: views.map((view) => view.id),
      deliveryType: shipment.deliveryType,
      ...receiverLines(shipment, text, {
        intl: intlLocale(locale, settings.country),
        timeZone: settings.timeZone,
      }),
      qty: cardCount(shipment.packages),
      totalPrice: cents(views.reduce((sum, view) => sum + view.totalPrice.value, 0)),
      cardsPreviews: shipment.packages.map((item) => ({
        productLabel: `${item.title} ${money(item.amount)}`,
        color: item.color,
        image: item.image && {
          alt: item.image.alt,
          url: { type: 'relative', href: item.image.url },
        },
      })),
    }
  })
  return {
    id: cart.uuid,
    itemsQty: cardCount(cart.packages),
    shipments: shipments.map((shipment) => ({
      id: `${cart.uuid}:${shipment.tag}`,
      tag: shipment.tag,
      deliveryType: shipment.deliveryType,
      deliveryAddress: deliveryAddress(shipment.packages[0]?.receiver ?? null),
      deliveryDate: shipment.packages[0] ? scheduledAt(shipment.packages[0]) : null,
      packages: shipment.packages.map((item) => packages.get(item.id)!),
    })),
    packagesGroups,
    totals: {
      subTotal: cents(totals.subTotal),
      grandTotal: cents(totals.grandTotal),
      grandTotalWithoutTax: cents(totals.grandTotalWithoutTax),
      shippingTotal: cents(totals.shippingTotal),
      serviceFee: cents(totals.serviceFee),
      adjustments: totals.adjustments.map((adjustment) => ({
        title: text(adjustment.key),
        adjustmentType: adjustment.adjustmentType,
        price: cents(adjustment.price),
      })),
    },
    groupedTotals: {
      digitalTotal: { qty: totals.digitalTotal.qty, price: cents(totals.digitalTotal.price) },
      physicalTotal: { qty: totals.physicalTotal.qty, price: cents(totals.physicalTotal.price) },
      extraMoney: cents(totals.extraMoney),
    },
  }
}
