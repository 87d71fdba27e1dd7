import { Button, Link, Section, Text } from '@react-email/components'

import type { Locale } from '@/i18n/routing'

import { branded, type MailStore } from './mail-store'
import { styles } from './styles'
import { emailTexts } from './texts'

type Props = { locale: Locale; store: MailStore; href: string; label: string }

/** The message's one action, with its address spelled out for clients that hide the button. */
export function EmailButton({ locale, store, href, label }: Props) {
  return (
    <>
      <Section style={styles.buttonRow}>
        <Button href={href} style={branded(styles.button, store)}>
          {label}
        </Button>
      </Section>
      {/* The text part spells the address beside the button's label already. */}
      <Text style={styles.small} data-skip-in-text>
        {emailTexts(locale)('linkFallback')}
        <br />
        <Link href={href} style={{ ...styles.link, color: store.brand }}>
          {href}
        </Link>
      </Text>
    </>
  )
}
