import type { Money } from '@/commerce/domain/money'

import type { CartOrder } from '@/commerce/client/cart-order'

/** What the summary reads: a cart's or a placed order's totals. */
export type TotalsSource = {
  totals: Pick<CartOrder['totals'], 'subTotal' | 'grandTotal' | 'adjustments'>
  groupedTotals: CartOrder['groupedTotals']
}

/** A row of the summary; labels come from the texts, adjustments' titles from the gateway. */
export type TotalsRow =
  | { kind: 'digital' | 'physical'; qty: number; amount: Money }
  | { kind: 'extras' | 'subTotal' | 'grandTotal'; amount: Money }
  | { kind: 'shipping' | 'serviceFee'; title: string; amount: Money }

/**
 * The summary top to bottom (spec §3 totals and groupedTotals): digital and physical cards and
 * the extras when there are any, the subtotal, each adjustment as the gateway lists it (shipping
 * per shipment, the service fee), then the total. A placed order's totals read the same.
 */
export function totalsRows({ totals, groupedTotals }: TotalsSource): TotalsRow[] {
  const { digitalTotal, physicalTotal, extraMoney } = groupedTotals
  const rows: TotalsRow[] = []
  if (digitalTotal.qty > 0) rows.push({ kind: 'digital', ...qtyAmount(digitalTotal) })
  if (physicalTotal.qty > 0) rows.push({ kind: 'physical', ...qtyAmount(physicalTotal) })
  if (extraMoney.value > 0) rows.push({ kind: 'extras', amount: extraMoney })
  rows.push({ kind: 'subTotal', amount: totals.subTotal })
  for (const adjustment of totals.adjustments) {
    rows.push({
      kind: adjustment.adjustmentType,
      title: adjustment.title,
      amount: adjustment.price,
    })
  }
  rows.push({ kind: 'grandTotal', amount: totals.grandTotal })
  return rows
}

const qtyAmount = ({ qty, price }: { qty: number; price: Money }) => ({ qty, amount: price })
