import type { CartOrder } from '@/commerce/client/cart-order'
import { fill } from '@/i18n/fill'

import type { CheckoutInfo } from './order'
import type { CheckoutTexts } from './texts'
import type { CheckoutValues } from './values'

/** Step 1 once done: who orders (the company first), and where the confirmation goes. */
export function detailsSummary(values: CheckoutValues): string {
  const billing = values.billingAddress
  const company = billing.customerType === 'BUSINESS' && billing.companyName
  return [company, `${billing.firstName} ${billing.lastName}`, billing.email]
    .filter(Boolean)
    .join(' · ')
}

/** Step 2 once done: who receives what, then where posted cards go. */
export function shippingSummary(
  values: CheckoutValues,
  order: CartOrder,
  info: CheckoutInfo,
  texts: Pick<CheckoutTexts, 'digitalDelivery' | 'physicalDelivery' | 'deliveryTo'>,
): string[] {
  const lines = order.packagesGroups.map(
    (group) =>
      `${group.receiverTitle} · ${
        group.deliveryType === 'DIGITAL' ? texts.digitalDelivery : texts.physicalDelivery
      }`,
  )
  if (!info.needsDeliveryAddress) return lines
  const address = values.sameAsBilling ? values.billingAddress : values.deliveryAddress
  const street = [address.street, address.houseNumber, address.suffix].filter(Boolean).join(' ')
  return [
    ...lines,
    fill(texts.deliveryTo, { address: `${street}, ${address.postCode} ${address.city}` }),
  ]
}
