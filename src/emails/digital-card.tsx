import { Img, Section, Text } from '@react-email/components'

import type { Money } from '@/commerce/domain/money'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { longDate } from './dates'
import { EmailLayout, Paragraph, Quote } from './layout'
import { type MailStore, storeMoney } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { styles } from './styles'
import { emailTexts } from './texts'

type DigitalCard = {
  receiverName: string
  senderName: string
  productTitle: string
  amount: Money
  cardNumber: string
  pin: string
  /** ISO date of the last day the card can be used. */
  expiresAt: string
  /** The buyer's personal note, as typed. */
  message: string | null
  image: string | null
  balanceUrl: string
  locale: Locale
  store: MailStore
}

/** '6064 3650 1234 5678 901': the 19 digits in groups of four, as they are read aloud or typed. */
export const groupedCardNumber = (cardNumber: string): string =>
  cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')

/** The e-mailed gift card itself: whoever holds this message holds the card. */
export function digitalCardEmail({
  receiverName,
  senderName,
  productTitle,
  amount,
  cardNumber,
  pin,
  expiresAt,
  message,
  image,
  balanceUrl,
  locale,
  store,
}: DigitalCard): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const value = storeMoney(locale, store, amount.value, amount.currency)
  const subject = t('digitalCard.subject', { senderName })
  const facts: [string, string][] = [
    [t('digitalCard.value'), value],
    [t('digitalCard.validUntil'), longDate(expiresAt, locale, store)],
  ]
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('digitalCard.preview', { productTitle, amount: value })}
      heading={subject}
      firstName={receiverName}
      footer={t('giftFooter', { senderName, storeName: store.name })}
    >
      <Paragraph>{t('digitalCard.intro', { senderName, productTitle, amount: value })}</Paragraph>
      {message ? (
        <>
          <Paragraph>{t('digitalCard.message')}</Paragraph>
          <Quote store={store}>{message}</Quote>
        </>
      ) : null}
      {image ? <Img src={image} alt={productTitle} width="496" style={styles.image} /> : null}
      <Section style={styles.card}>
        <Text style={styles.line}>{t('digitalCard.cardNumber')}</Text>
        <Text style={styles.code}>{groupedCardNumber(cardNumber)}</Text>
        <Text style={styles.line}>{t('digitalCard.pin')}</Text>
        <Text style={styles.code}>{pin}</Text>
        {facts.map(([label, fact]) => (
          <Text key={label} style={styles.line}>
            {t('order.row', { label, value: fact })}
          </Text>
        ))}
      </Section>
      <Paragraph>{t('digitalCard.howTo')}</Paragraph>
      <EmailButton
        locale={locale}
        store={store}
        href={balanceUrl}
        label={t('digitalCard.action')}
      />
    </EmailLayout>,
  )
}
