import { Section } from '@react-email/components'

import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import type { BankAccount } from '@/commerce/domain/payments/bank-account'
import { cartTotals } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { type MailStore, storeMoney } from './mail-store'
import { OrderShipments, OrderSummary } from './order-parts'
import { renderEmail, type RenderedEmail } from './render'
import { styles } from './styles'
import { emailTexts } from './texts'

type OrderPending = {
  order: PlacedOrder
  bankAccount: BankAccount
  /** ISO date-time after which an unpaid order is cancelled. */
  payBefore: string
  locale: Locale
  store: MailStore
}

/** An order placed with a bank transfer: what to pay, where, and that we confirm once it arrives. */
export function orderPendingEmail({
  order,
  bankAccount,
  payBefore,
  locale,
  store,
}: OrderPending): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const { orderNumber } = order
  const subject = t('orderPending.subject', { orderNumber })
  const total = cartTotals(order.packages, order.fees).grandTotal
  const amount = storeMoney(locale, store, total, order.currency)
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('orderPending.preview')}
      heading={subject}
      firstName={order.billingAddress.firstName}
      footer={t('orderFooter', { storeName: store.name })}
    >
      <Paragraph>{t('orderPending.intro')}</Paragraph>
      <Paragraph>{t('orderPending.transfer', { amount, orderNumber })}</Paragraph>
      <Section style={styles.card}>
        <Paragraph>
          {t('orderPending.beneficiary', { name: bankAccount.accountHolder })}
          <br />
          {t('orderPending.iban', { iban: bankAccount.iban })}
          <br />
          {t('orderPending.bic', { bic: bankAccount.bic })}
          <br />
          {t('orderPending.bankName', { bankName: bankAccount.bankName })}
          <br />
          {t('orderPending.reference', { orderNumber })}
        </Paragraph>
      </Section>
      <Paragraph>
        {t('orderPending.payBefore', { date: longDate(payBefore, locale, store) })}
      </Paragraph>
      <Paragraph>{t('orderPending.confirm')}</Paragraph>
      <OrderShipments order={order} locale={locale} store={store} />
      <OrderSummary order={order} locale={locale} store={store} />
    </EmailLayout>,
  )
}
