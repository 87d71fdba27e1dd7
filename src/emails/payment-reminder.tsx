import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { type MailStore, storeMoney } from './mail-store'
import { OrderSummary } from './order-parts'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type PaymentReminder = {
  order: PlacedOrder
  payUrl: string
  /** ISO date-time until which the unpaid order is kept. */
  keptUntil: string
  locale: Locale
  store: MailStore
}

/** An interrupted payment: the way back to it, and how long the order waits. */
export function paymentReminderEmail({
  order,
  payUrl,
  keptUntil,
  locale,
  store,
}: PaymentReminder): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const { orderNumber } = order
  const subject = t('paymentReminder.subject')
  const total = cartTotals(order.packages, order.fees).grandTotal
  const amount = storeMoney(locale, store, total, order.currency)
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('paymentReminder.preview', { orderNumber })}
      heading={subject}
      firstName={order.billingAddress.firstName}
      footer={t('orderFooter', { storeName: store.name })}
    >
      <Paragraph>{t('paymentReminder.intro', { orderNumber, amount })}</Paragraph>
      <EmailButton
        locale={locale}
        store={store}
        href={payUrl}
        label={t('paymentReminder.action')}
      />
      <Paragraph>
        {t('paymentReminder.keptUntil', {
          date: longDate(keptUntil, locale, store, { weekday: true }),
        })}
      </Paragraph>
      <OrderSummary order={order} locale={locale} store={store} />
    </EmailLayout>,
  )
}
