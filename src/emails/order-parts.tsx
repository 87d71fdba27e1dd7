import { Section, Text } from '@react-email/components'

import { shipmentsOf, type Shipment } from '@/commerce/domain/cart'
import { postalLines } from '@/commerce/domain/orders/address-lines'
import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import { isPhysicalReceiver } from '@/commerce/domain/receiver'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { longDate, storeIntl } from './dates'
import { type MailStore, storeMoney } from './mail-store'
import { styles } from './styles'
import { emailTexts, type EmailTexts } from './texts'

/** What the parts of an order's mail show it with: the reader's language and the store. */
type PartProps = { order: PlacedOrder; locale: Locale; store: MailStore }

const Lines = ({ lines, strong = false }: { lines: string[]; strong?: boolean }) =>
  lines.map((line, index) => (
    <Text key={index} style={strong && index === 0 ? styles.strong : styles.line}>
      {line}
    </Text>
  ))

/** Who a shipment goes to, in lines: a name with its e-mail address or postal address. */
function receiverLines({ order, locale, store }: PartProps, shipment: Shipment): string[] {
  const receiver = shipment.packages[0]?.receiver
  const postal = (address: Parameters<typeof postalLines>[0]) =>
    postalLines(address, storeIntl(locale, store), store.country)
  if (receiver && isPhysicalReceiver(receiver)) {
    return [receiver.name, ...postal({ ...receiver, suffix: receiver.suffix ?? null })]
  }
  if (receiver) return [`${receiver.name} (${receiver.email})`]
  const billing = order.billingAddress
  const buyer = `${billing.firstName} ${billing.lastName}`
  if (shipment.deliveryType === 'DIGITAL') return [`${buyer} (${billing.email})`]
  const address = order.deliveryAddress ?? billing
  return [`${address.firstName} ${address.lastName}`, ...postal(address)]
}

function arrival(t: EmailTexts, { order, locale, store }: PartProps, tag: string): string | null {
  const delivery = order.deliveries.find((candidate) => candidate.tag === tag)
  if (!delivery) return null
  const day = (iso: string) => longDate(iso, locale, store, { weekday: true })
  return delivery.earliest === delivery.latest
    ? t('order.arrivesOn', { date: day(delivery.earliest) })
    : t('order.arrivesBetween', { earliest: day(delivery.earliest), latest: day(delivery.latest) })
}

/** Per shipment: how and to whom it travels, the cards in it, and when it should arrive. */
export function OrderShipments(props: PartProps) {
  const { order, locale, store } = props
  const t = emailTexts(locale)
  return (
    <>
      <Text style={styles.subheading}>{t('order.shipments')}</Text>
      {shipmentsOf(order.packages).map((shipment) => {
        const [name, ...address] = receiverLines(props, shipment)
        const registered = order.deliveries.find((d) => d.tag === shipment.tag)?.registeredMail
        const how =
          shipment.deliveryType === 'DIGITAL'
            ? 'order.byEmail'
            : registered
              ? 'order.byRegisteredPost'
              : 'order.byPost'
        const when = arrival(t, props, shipment.tag)
        return (
          <Section key={shipment.tag} style={styles.card}>
            <Lines strong lines={[t(how, { receiver: name ?? '' }), ...address]} />
            <Lines
              lines={shipment.packages.map((item) =>
                t('order.package', {
                  qty: item.qty,
                  title: item.title,
                  amount: storeMoney(locale, store, item.amount, order.currency),
                }),
              )}
            />
            {when ? <Text style={styles.line}>{when}</Text> : null}
          </Section>
        )
      })}
    </>
  )
}

/** The amounts of the order, as the cart showed them. */
export function OrderSummary({ order, locale, store }: PartProps) {
  const t = emailTexts(locale)
  const totals = cartTotals(order.packages, order.fees)
  const amount = (value: number) => storeMoney(locale, store, value, order.currency)
  const rows: [string, number][] = [
    [t('order.subTotal'), totals.subTotal],
    ...(totals.shippingTotal > 0
      ? [[t('order.shipping'), totals.shippingTotal] as [string, number]]
      : []),
    ...(totals.serviceFee > 0
      ? [[t('order.serviceFee'), totals.serviceFee] as [string, number]]
      : []),
  ]
  return (
    <>
      <Text style={styles.subheading}>{t('order.summary')}</Text>
      <Section style={styles.card}>
        <Lines
          lines={rows.map(([label, value]) => t('order.row', { label, value: amount(value) }))}
        />
        <Text style={styles.strong}>
          {t('order.row', { label: t('order.grandTotal'), value: amount(totals.grandTotal) })}
        </Text>
        <Text style={styles.line}>
          {t('order.vatIncluded', {
            amount: amount(totals.grandTotal - totals.grandTotalWithoutTax),
          })}
        </Text>
      </Section>
    </>
  )
}

/** The billing address, company first for a business. */
export function BillingAddressBlock({ order, locale, store }: PartProps) {
  const t = emailTexts(locale)
  const billing = order.billingAddress
  const person = `${billing.firstName} ${billing.lastName}`
  const company = billing.customerType === 'BUSINESS' && billing.companyName
  return (
    <>
      <Text style={styles.subheading}>{t('order.billingAddress')}</Text>
      <Section style={styles.card}>
        <Lines
          lines={[
            ...(company ? [company] : []),
            person,
            ...postalLines(billing, storeIntl(locale, store), store.country),
          ]}
        />
      </Section>
    </>
  )
}
