import { Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'

import { formatMoney, type Money } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { intlLocales, longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
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
}: ActivationConfirmation): Promise<RenderedEmail> {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'ActivationEmails',
  })
  const value = formatMoney(amount, intlLocales[locale])
  const subject = t('subject', { lastFour })
  const facts: [string, string][] = [
    [t('card'), `•••• ${lastFour}`],
    [t('value'), value],
    [t('validUntil'), longDate(expiresAt, locale)],
    [t('orderNumber'), orderNumber],
  ]
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      preview={t('preview', { amount: value })}
      heading={subject}
      footer={t('footer')}
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
      <EmailButton locale={locale} href={balanceUrl} label={t('action')} />
    </EmailLayout>,
  )
}
