import { type CartPackage, packageTotal } from '@/commerce/domain/cart'
import { isPhysicalReceiver, type Receiver } from '@/commerce/domain/receiver'

import type {
  BasketItemType,
  DeliveryAddress,
  GiftcardPackage,
  OrderItemVariation,
} from '@/commerce/contract/types'

export function deliveryAddress(receiver: Receiver | null): DeliveryAddress | null {
  if (!receiver) return null
  const physical = isPhysicalReceiver(receiver)
  return {
    firstName: receiver.name,
    lastName: null,
    email: physical ? null : receiver.email,
    street: physical ? receiver.street : null,
    houseNumber: physical ? receiver.houseNumber : null,
    suffix: physical ? (receiver.suffix ?? null) : null,
    postCode: physical ? receiver.postCode : null,
    city: physical ? receiver.city : null,
    countryCode: physical ? receiver.countryCode : null,
  }
}

/** A digital card's scheduled moment, if its receiver chose one. */
export const scheduledAt = (item: CartPackage): string | null =>
  item.receiver && !isPhysicalReceiver(item.receiver) ? (item.receiver.deliveryDate ?? null) : null

const itemTypes: Record<CartPackage['productType'], BasketItemType> = {
  giftcard: 'GIFTCARD',
  donation: 'DONATION',
  blankGiftCardPack: 'BLANK_GIFT_CARD_PACK',
}

/** A package of the cart with its order items (spec §3 Package), prices in cents. */
export function toPackage(
  item: CartPackage,
  currency: string,
  messageTitle: string,
): GiftcardPackage {
  const variationType = item.deliveryType === 'DIGITAL' ? 'digital' : 'physical'
  const variation = (id: string, title: string, price: number, sku: string | null) =>
    ({
      id,
      title,
      sku,
      variationType,
      price: { currency, value: price },
      product: null,
    }) satisfies OrderItemVariation
  const extra = (option: CartPackage['wrapper'], itemType: BasketItemType) =>
    option && {
      itemType,
      qty: item.qty,
      variation: variation(`packaging:${option.id}`, option.title, option.price, null),
    }
  const product = {
    id: item.productId,
    title: item.title,
    productType: item.productType,
    path: item.path,
  }
  return {
    id: item.id,
    deliveryMode: item.deliveryMode,
    deliveryAddress: deliveryAddress(item.receiver),
    deliveryDate: scheduledAt(item),
    totalPrice: { currency, value: packageTotal(item) },
    giftcard: {
      itemType: itemTypes[item.productType],
      qty: item.qty,
      variation: {
        ...variation(
          `${item.productId}:${variationType}:${item.amount}`,
          item.title,
          item.amount,
          item.sku,
        ),
        product,
      },
    },
    wrapper: extra(item.wrapper, item.deliveryType === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER'),
    giftPacking: extra(item.giftPacking, 'GIFT_PACKING'),
    message: item.message
      ? {
          itemType: 'PERSONAL_MESSAGE',
          qty: 1,
          text: item.message,
          variation: variation(`message:${item.id}`, messageTitle, 0, null),
        }
      : null,
  }
}
