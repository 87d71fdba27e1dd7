import { Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'

import type { Money } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { type MailStore, storeMoney } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { styles } from './styles'

type ActivationConfirmation = {
  lastFour: string
  amount: Money
  /** ISO date of the last day the card can be used. */
  expiresAt: string
  orderNumber: string
  balanceUrl: string
  locale: Locale
  store: MailStore
}

const catalogues = { fr, nl } as const

/**
 * Tells the holder the card is loaded (spec §1: within 24 hours of the payment). Only its last
 * four digits are written: the number and PIN are on the card in the holder's hands.
 */
export function activationConfirmationEmail({
  lastFour,
  amount,
  expiresAt,
  orderNumber,
  balanceUrl,
  locale,
  store,
}: ActivationConfirmation): Promise<RenderedEmail> {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'ActivationEmails',
  })
  const value = storeMoney(locale, store, amount.value, amount.currency)
  const subject = t('subject', { lastFour })
  const facts: [string, string][] = [
    [t('card'), `•••• ${lastFour}`],
    [t('value'), value],
    [t('validUntil'), longDate(expiresAt, locale, store)],
    [t('orderNumber'), orderNumber],
  ]
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('preview', { amount: value })}
      heading={subject}
      footer={t('footer', { storeName: store.name })}
    >
      <Paragraph>{t('intro', { amount: value, lastFour })}</Paragraph>
      <Section style={styles.card}>
        {facts.map(([label, fact]) => (
          <Text key={label} style={styles.line}>
            {t('row', { label, value: fact })}
          </Text>
        ))}
      </Section>
      <Paragraph>{t('howToUse')}</Paragraph>
      <EmailButton locale={locale} store={store} href={balanceUrl} label={t('action')} />
    </EmailLayout>,
  )
}
