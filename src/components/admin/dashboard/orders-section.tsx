import Link from 'next/link'

import type { OrderNeedingAttention } from './orders.server'
import { More, Section, StoreCell, storeHeading, Table } from './section'
import type { StoreCodes } from './stores.server'
import type { Words } from './texts'

/**
 * Customer service's orders to look at: payments pending too long, paid orders without cards;
 * each names its store when they are of several (`stores`).
 */
export function OrdersSection({
  orders,
  total,
  admin,
  stores,
  words,
}: {
  orders: OrderNeedingAttention[]
  total: number
  admin: string
  stores: StoreCodes | null
  words: Words
}) {
  const { t } = words
  const nobody = t((texts) => texts.nobody)
  return (
    <Section id="staff-dashboard-orders" heading={t((texts) => texts.orders.heading)}>
      <p className="staff-dashboard__intro">{t((texts) => texts.orders.intro)}</p>
      <Table
        empty={t((texts) => texts.orders.empty)}
        headings={[
          ...storeHeading(stores, words),
          t((texts) => texts.orders.order),
          t((texts) => texts.orders.why),
          t((texts) => texts.orders.since),
          t((texts) => texts.orders.email),
          t((texts) => texts.orders.total),
        ]}
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <StoreCell
              stores={stores}
              code={(codes) => codes.ofStore(order.storeId)}
              words={words}
            />
            <td>
              <Link href={`${admin}/collections/orders/${order.id}`}>
                {order.orderNumber ?? `#${order.id}`}
              </Link>
            </td>
            <td>
              <span className="pill pill--style-warning">
                {t((texts) => texts.orders[order.reason])}
              </span>
            </td>
            <td>{order.since ? words.date(order.since) : nobody}</td>
            <td>{order.email ?? nobody}</td>
            <td>
              {order.grandTotal === null ? nobody : words.money(order.grandTotal, order.currency)}
            </td>
          </tr>
        ))}
      </Table>
      <More shown={orders.length} total={total} words={words} />
    </Section>
  )
}
