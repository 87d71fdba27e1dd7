import type { ReactNode } from 'react'

import { formatMoney, type Money } from '@/commerce/domain/money'
import { useIntlLocale, useStoreTimeZone } from '@/components/intl-locale.client'
import { fill } from '@/i18n/fill'
import { totalsRows, type TotalsRow } from '@/components/totals/totals'
import { registerWords } from '@/components/form/register-words'

import {
  type AccountOrder,
  orderDate,
  type OrderShipment,
  packageLine,
  paymentMethodKey,
  receiverLines,
  statusKey,
} from './order-view'
import type { OrdersTexts } from './texts'

type Props = { order: AccountOrder; texts: OrdersTexts }
/** How the store writes amounts and dates: 'nl-BE'. */
type Formats = { intl: string }

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  )
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </>
  )
}

function Shipment({
  shipment,
  intl,
  timeZone,
  texts,
}: { shipment: OrderShipment; timeZone: string } & Formats & Omit<Props, 'order'>) {
  const money = (value: Money) => formatMoney(value, intl)
  const by = shipment.deliveryType === 'DIGITAL' ? texts.byEmail : texts.byPost
  const receiver = receiverLines(shipment.deliveryAddress)
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink/15 p-4">
      <p className="font-semibold">
        {by}
        {shipment.registeredMail && `, ${texts.registeredMail}`}
      </p>
      <p className="text-sm">{receiver.length > 0 ? <Lines lines={receiver} /> : texts.forYou}</p>
      {shipment.formattedDeliveryDate && (
        <p className="text-sm">{fill(texts.delivery, { date: shipment.formattedDeliveryDate })}</p>
      )}
      <ul className="flex flex-col gap-2 border-t border-ink/10 pt-2">
        {shipment.packages.map((item) => {
          const line = packageLine(item)
          const own = receiver.length === 0 ? receiverLines(item.deliveryAddress) : []
          const amount = line.amount ? money(line.amount) : money(line.total)
          return (
            <li key={line.id} className="flex flex-col text-sm">
              <span className="flex justify-between gap-4">
                <span className="font-medium">
                  {fill(texts.packageLine, { qty: line.qty, product: line.product, amount })}
                </span>
                <span className="whitespace-nowrap">{money(line.total)}</span>
              </span>
              {own.length > 0 && <span>{own.join(', ')}</span>}
              {line.wrapper && <span>{fill(texts.wrapper, { title: line.wrapper })}</span>}
              {line.giftPacking && (
                <span>{fill(texts.giftPacking, { title: line.giftPacking })}</span>
              )}
              {line.message && <span>{fill(texts.message, { text: line.message })}</span>}
              {line.scheduledAt && (
                <span>
                  {fill(texts.scheduled, { date: orderDate(line.scheduledAt, intl, timeZone) })}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </li>
  )
}

function rowLabel(row: TotalsRow, texts: OrdersTexts): string {
  switch (row.kind) {
    case 'digital':
      return fill(texts.digitalCards, { count: row.qty })
    case 'physical':
      return fill(texts.physicalCards, { count: row.qty })
    case 'shipping':
    case 'serviceFee':
      return row.title
    case 'grandTotal':
      return `${texts.grandTotal} (${texts.vatIncluded})`
    default:
      return texts[row.kind]
  }
}

/** The order's summary, read as the cart's (spec §3 totals and groupedTotals). */
function Totals({ order, intl, texts }: Props & Formats) {
  return (
    <dl className="flex flex-col gap-2 rounded-xl bg-muted p-4">
      {totalsRows(order).map((row, index) => (
        <div
          key={`${row.kind}-${index}`}
          className={`flex justify-between gap-4 ${row.kind === 'grandTotal' ? 'border-t border-ink/15 pt-2 font-bold' : ''}`}
        >
          <dt>{rowLabel(row, texts)}</dt>
          <dd className="whitespace-nowrap">{formatMoney(row.amount, intl)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The billing address, with a business order's company data (spec §3 billing address). */
function Billing({ order, texts }: Props) {
  const billing = order.billingAddress
  const business = billing.customerType === 'BUSINESS'
  const facts: [string, string | null | undefined][] = business
    ? [
        [texts.company, billing.companyName],
        [registerWords(texts.registers, billing.countryCode).name, billing.chamberOfCommerceNumber],
        [texts.vat, billing.vatNumber],
        [texts.reference, billing.referenceNumber],
      ]
    : []
  const street = [billing.street, billing.houseNumber, billing.suffix].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2 text-sm">
      <address className="not-italic">
        <Lines
          lines={[
            `${billing.firstName} ${billing.lastName}`,
            street,
            `${billing.postCode} ${billing.city}`,
            billing.invoiceEmail || billing.email,
          ]}
        />
      </address>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value || texts.notGiven}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

/** The body of the 'account order details' modal: shipments, summary, billing and payment. */
export function OrderDetails({ order, texts }: Props) {
  const intl = useIntlLocale()
  const timeZone = useStoreTimeZone()
  const method = paymentMethodKey(order.paymentMethod)
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm">
        {fill(texts.placedOn, { date: orderDate(order.placedAt, intl, timeZone) })} ·{' '}
        {texts[statusKey(order.status)]}
      </p>
      <Section title={texts.shipmentsTitle}>
        <ul className="flex flex-col gap-3">
          {order.shipments.map((shipment) => (
            <Shipment
              key={shipment.tag}
              shipment={shipment}
              intl={intl}
              timeZone={timeZone}
              texts={texts}
            />
          ))}
        </ul>
      </Section>
      <Section title={texts.summary}>
        <Totals order={order} intl={intl} texts={texts} />
      </Section>
      <Section title={texts.billingTitle}>
        <Billing order={order} texts={texts} />
      </Section>
      <Section title={texts.paymentTitle}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{texts.paymentMethod}</dt>
          <dd>{method ? texts[method] : (order.paymentMethod ?? texts.notGiven)}</dd>
          <dt className="font-semibold">{texts.status}</dt>
          <dd>
            {order.paidAt
              ? fill(texts.paidOn, { date: orderDate(order.paidAt, intl, timeZone) })
              : texts[statusKey(order.status)]}
          </dd>
        </dl>
      </Section>
    </div>
  )
}
