import { Section, Text } from '@react-email/components'

import type { DeliveryType } from '@/commerce/domain/package'
import type { Locale } from '@/i18n/routing'

import { EmailLayout, Paragraph, Quote } from './layout'
import { type MailStore, storeMoney } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { styles } from './styles'
import { emailTexts } from './texts'

/** A business quote request as the form sends it; amount is per card, in cents. */
export type BusinessQuote = {
  companyName: string
  contactName: string
  email: string
  phone: string | null
  productTitle: string | null
  quantity: number
  amount: number
  deliveryType: DeliveryType
  message: string | null
}

type BusinessQuoteEmail = {
  quote: BusinessQuote
  /** The language the business buyer wrote in. */
  locale: Locale
  store: MailStore
  currency: string
}

/** The request, for the store's business contact; the sender sets replyTo to the requester. */
export function businessQuoteEmail({
  quote,
  locale,
  store,
  currency,
}: BusinessQuoteEmail): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const money = (value: number) => storeMoney(locale, store, value, currency)
  const amount = money(quote.amount)
  const subject = t('businessQuote.subject', { companyName: quote.companyName })
  const facts: [string, string][] = [
    [t('businessQuote.company'), quote.companyName],
    [t('businessQuote.contact'), quote.contactName],
    [t('businessQuote.email'), quote.email],
    ...(quote.phone ? [[t('businessQuote.phone'), quote.phone] as [string, string]] : []),
    [t('businessQuote.product'), quote.productTitle ?? t('businessQuote.anyProduct')],
    [t('businessQuote.quantity'), String(quote.quantity)],
    [t('businessQuote.amount'), amount],
    [t('businessQuote.total'), money(quote.amount * quote.quantity)],
    [t('businessQuote.delivery'), t('businessQuote.deliveryType', { type: quote.deliveryType })],
  ]
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('businessQuote.preview', {
        quantity: quote.quantity,
        amount,
        companyName: quote.companyName,
      })}
      heading={subject}
      footer={t('staffFooter', { storeName: store.name })}
    >
      <Paragraph>{t('businessQuote.intro')}</Paragraph>
      <Section style={styles.card}>
        {facts.map(([label, value]) => (
          <Text key={label} style={styles.line}>
            {t('order.row', { label, value })}
          </Text>
        ))}
      </Section>
      {quote.message ? (
        <>
          <Paragraph>{t('businessQuote.message')}</Paragraph>
          <Quote store={store}>{quote.message}</Quote>
        </>
      ) : null}
      <Paragraph>{t('businessQuote.replyHint')}</Paragraph>
    </EmailLayout>,
  )
}
