import { Section, Text } from '@react-email/components'

import type { RedeemSettlement } from '@/commerce/domain/redeem/redeem-settlement'
import type { Locale } from '@/i18n/routing'

import type { MailStore } from './mail-store'
import { redeemPaymentLines } from './redeem-payment-lines'
import { styles } from './styles'

type Props = {
  settlement: RedeemSettlement
  paymentMethod: string | null
  currency: string
  locale: Locale
  store: MailStore
}

/** How a redeem order was paid: each card's part, the shortfall, and what the cards keep. */
export function RedeemPayments({ settlement, paymentMethod, currency, locale, store }: Props) {
  const lines = redeemPaymentLines(settlement, paymentMethod, locale, store, currency)
  return (
    <>
      <Text style={styles.subheading}>{lines.heading}</Text>
      <Section style={styles.card}>
        {lines.cards.map((line, index) => (
          <Text key={index} style={styles.line}>
            {line}
          </Text>
        ))}
        <Text style={styles.strong}>{lines.shortfall}</Text>
        {lines.balances.map((line, index) => (
          <Text key={index} style={styles.line}>
            {line}
          </Text>
        ))}
      </Section>
    </>
  )
}
