import type { CartPackage } from '@/commerce/domain/cart'
import { packageInputSchema } from '@/commerce/domain/package'
import { isPhysicalReceiver } from '@/commerce/domain/receiver'

/**
 * The configurator input that orders a placed package again: the same card, amount, options and
 * receiver, at today's prices. A split package was stored per receiver, so it comes back as one
 * card for that receiver; a scheduled moment already past is dropped (sent when paid).
 */
export function reorderInput(item: CartPackage, now = new Date()) {
  const receiver = item.receiver
  const scheduled =
    receiver && !isPhysicalReceiver(receiver) && receiver.deliveryDate
      ? Date.parse(receiver.deliveryDate) > now.getTime()
        ? receiver.deliveryDate
        : null
      : null
  const receivers = receiver
    ? [isPhysicalReceiver(receiver) ? receiver : { ...receiver, deliveryDate: scheduled }]
    : []
  return packageInputSchema(() => now).safeParse({
    productId: item.productId,
    deliveryType: item.deliveryType,
    amount: item.amount,
    qty: item.qty,
    wrapperId: item.wrapper?.id ?? null,
    giftPackingId: item.giftPacking?.id ?? null,
    message: item.message,
    deliveryMode: receiver ? 'SINGLE' : 'DEFAULT',
    receivers,
  })
}
