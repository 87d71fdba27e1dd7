import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { money, OrderSummary } from './order-parts'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type PaymentReminder = {
  order: PlacedOrder
  payUrl: string
  /** ISO date-time until which the unpaid order is kept. */
  keptUntil: string
  locale: Locale
}

/** An interrupted payment: the way back to it, and how long the order waits. */
export function paymentReminderEmail({
  order,
  payUrl,
  keptUntil,
  locale,
}: PaymentReminder): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const { orderNumber } = order
  const subject = t('paymentReminder.subject')
  const amount = money(locale, cartTotals(order.packages, order.fees).grandTotal, order.currency)
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      preview={t('paymentReminder.preview', { orderNumber })}
      heading={subject}
      firstName={order.billingAddress.firstName}
      footer={t('orderFooter', { storeName: t('storeName') })}
    >
      <Paragraph>{t('paymentReminder.intro', { orderNumber, amount })}</Paragraph>
      <EmailButton locale={locale} href={payUrl} label={t('paymentReminder.action')} />
      <Paragraph>
        {t('paymentReminder.keptUntil', { date: longDate(keptUntil, locale, { weekday: true }) })}
      </Paragraph>
      <OrderSummary order={order} locale={locale} />
    </EmailLayout>,
  )
}
