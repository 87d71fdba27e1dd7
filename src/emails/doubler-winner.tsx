import { Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'

import { formatDrawDate } from '@/commerce/domain/doubler/draw-date'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { longDate, storeIntl } from './dates'
import { EmailLayout, Paragraph } from './layout'
import { type MailStore, storeMoney } from './mail-store'
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
  store: MailStore
}

/** Tells the holder who entered the card that it was drawn and its balance doubled. */
export function doublerWinnerEmail(win: DoublerWin): Promise<RenderedEmail> {
  const { locale, store, lastFour, productTitle } = win
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'DoublerEmails' })
  const money = (value: number) => storeMoney(locale, store, value, win.currency)
  const amount = money(win.amount)
  const facts: [string, string][] = [
    [t('added'), amount],
    [t('balance'), money(win.balance)],
    [t('validUntil'), longDate(win.expiresAt, locale, store)],
  ]
  const date = formatDrawDate(win.drawDate, storeIntl(locale, store))
  return renderEmail(
    t('subject'),
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('preview', { lastFour, amount })}
      heading={t('subject')}
      footer={t('footer', { storeName: store.name })}
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
      <EmailButton locale={locale} store={store} href={win.balanceUrl} label={t('action')} />
    </EmailLayout>,
  )
}
