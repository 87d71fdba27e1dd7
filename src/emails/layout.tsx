import {
  Body,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'

import { branded, type MailStore } from './mail-store'
import { styles } from './styles'
import { emailTexts } from './texts'

type Props = {
  locale: Locale
  /** The store the mail speaks for: its name heads and signs the message. */
  store: MailStore
  /** The line mail clients show beside the subject. */
  preview: string
  heading: string
  /** Whom the greeting names; a message to the store's staff greets no one by name. */
  firstName?: string
  /** Why the reader gets this message; by default, because of the customer account. */
  footer?: string
  children: ReactNode
}

/** The frame of every e-mail: the store's name, a heading, the greeting, the message, the signature. */
export function EmailLayout({
  locale,
  store,
  preview,
  heading,
  firstName,
  footer,
  children,
}: Props) {
  const t = emailTexts(locale)
  const storeName = store.name
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={branded(styles.header, store)}>
            <Text style={{ ...styles.storeName, color: store.brandContrast }}>{storeName}</Text>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            <Text style={styles.text}>
              {firstName === undefined ? t('greetingAnonymous') : t('greeting', { firstName })}
            </Text>
            {children}
            <Text style={styles.text}>
              {t('signOff')}
              <br />
              {t('team', { storeName })}
            </Text>
          </Section>
          <Text style={styles.footer}>{footer ?? t('footer', { storeName })}</Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A quoted text (a personal message, a buyer's note), ruled in the store's colour. */
export const Quote = ({ store, children }: { store: MailStore; children: ReactNode }) => (
  <Text style={{ ...styles.quote, borderLeftColor: store.brand }}>{children}</Text>
)

/** A paragraph of the message. */
export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={styles.text}>{children}</Text>
)
