import type { PackageInput } from '@/commerce/domain/package'
import { CENTS_PER_UNIT } from '@/commerce/domain/money'
import type { AnalyticsEvent, AnalyticsItem } from '@/components/analytics/data-layer'

/**
 * GA4 add_to_cart for a package added (spec §4, issue 6): the card at the amount chosen, times
 * the quantity; the value is what the package costs with its wrapper and packing, in euros.
 */
export function addToCartEvent(
  item: AnalyticsItem,
  input: Pick<PackageInput, 'amount' | 'qty' | 'deliveryType'>,
  totalCents: number,
  currency: string,
): AnalyticsEvent {
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency,
      value: totalCents / CENTS_PER_UNIT,
      items: [
        {
          ...item,
          item_variant: input.deliveryType.toLowerCase(),
          price: input.amount / CENTS_PER_UNIT,
          quantity: input.qty,
          currency,
        },
      ],
    },
  }
}
