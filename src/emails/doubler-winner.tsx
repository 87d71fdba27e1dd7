import { Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'

import { formatDrawDate } from '@/commerce/domain/doubler/draw-date'
import { formatMoney } from '@/commerce/domain/money'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { intlLocales, longDate } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { renderEmail, type RenderedEmail } from './render'
import { styles } from './styles'
import { emailTexts } from './texts'

const catalogues = { fr, nl } as const

type DoublerWin = {
  lastFour: string
  productTitle: string
  currency: string
  /** Cents added: the balance the card had when drawn. */
  amount: number
  /** Cents on the card after the doubling. */
  balance: number
  /** ISO dates: the draw's day and the card's last day. */
  drawDate: string
  expiresAt: string
  balanceUrl: string
  locale: Locale
}

/** Tells the holder who entered the card that it was drawn and its balance doubled. */
export function doublerWinnerEmail(win: DoublerWin): Promise<RenderedEmail> {
  const { locale, lastFour, productTitle } = win
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'DoublerEmails' })
  const intl = intlLocales[locale]
  const amount = formatMoney({ currency: win.currency, value: win.amount }, intl)
  const storeName = emailTexts(locale)('storeName')
  const facts: [string, string][] = [
    [t('added'), amount],
    [t('balance'), formatMoney({ currency: win.currency, value: win.balance }, intl)],
    [t('validUntil'), longDate(win.expiresAt, locale)],
  ]
  const date = formatDrawDate(win.drawDate, intl)
  return renderEmail(
    t('subject'),
    <EmailLayout
      locale={locale}
      preview={t('preview', { lastFour, amount })}
      heading={t('subject')}
      footer={t('footer', { storeName })}
    >
      <Paragraph>{t('intro', { productTitle, lastFour, date, amount })}</Paragraph>
      <Section style={styles.card}>
        {facts.map(([label, fact]) => (
          <Text key={label} style={styles.line}>
            {emailTexts(locale)('order.row', { label, value: fact })}
          </Text>
        ))}
      </Section>
      <Paragraph>{t('howTo')}</Paragraph>
      <EmailButton locale={locale} href={win.balanceUrl} label={t('action')} />
    </EmailLayout>,
  )
}
