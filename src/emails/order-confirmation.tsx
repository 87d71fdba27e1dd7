import type { Invoice } from '@/commerce/domain/orders/invoice'
import type { PlacedOrder } from '@/commerce/domain/orders/placed-order'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import type { MailStore } from './mail-store'
import { BillingAddressBlock, OrderShipments, OrderSummary } from './order-parts'
import { RedeemPayments } from './redeem-payments'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type OrderConfirmation = {
  order: PlacedOrder
  invoice: Invoice
  orderUrl: string
  locale: Locale
  store: MailStore
}

/** Sent once an order is paid; the caller attaches the invoice PDF. */
export function orderConfirmationEmail({
  order,
  invoice,
  orderUrl,
  locale,
  store,
}: OrderConfirmation): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const { orderNumber } = order
  const subject = t('orderConfirmation.subject', { orderNumber })
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('orderConfirmation.preview', { orderNumber })}
      heading={subject}
      firstName={order.billingAddress.firstName}
      footer={t('orderFooter', { storeName: store.name })}
    >
      <Paragraph>{t('orderConfirmation.intro')}</Paragraph>
      <Paragraph>{t('order.number', { orderNumber })}</Paragraph>
      <OrderShipments order={order} locale={locale} store={store} />
      <OrderSummary order={order} locale={locale} store={store} />
      {invoice.settlement ? (
        <RedeemPayments
          settlement={invoice.settlement}
          paymentMethod={order.paymentMethod}
          currency={order.currency}
          locale={locale}
          store={store}
        />
      ) : null}
      <BillingAddressBlock order={order} locale={locale} store={store} />
      <Paragraph>
        {t('orderConfirmation.invoiceAttached', { invoiceNumber: invoice.number })}
      </Paragraph>
      <EmailButton
        locale={locale}
        store={store}
        href={orderUrl}
        label={t('orderConfirmation.action')}
      />
    </EmailLayout>,
  )
}
