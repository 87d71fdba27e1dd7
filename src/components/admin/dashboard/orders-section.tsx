import Link from 'next/link'

import type { OrderNeedingAttention } from './orders.server'
import { More, Section, Table } from './section'
import type { Words } from './texts'

/** Customer service's orders to look at: payments pending too long, paid orders without cards. */
export function OrdersSection({
  orders,
  total,
  admin,
  words,
}: {
  orders: OrderNeedingAttention[]
  total: number
  admin: string
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
          t((texts) => texts.orders.order),
          t((texts) => texts.orders.why),
          t((texts) => texts.orders.since),
          t((texts) => texts.orders.email),
          t((texts) => texts.orders.total),
        ]}
      >
        {orders.map((order) => (
          <tr key={order.id}>
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
