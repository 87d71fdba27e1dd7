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

import { styles } from './styles'
import { emailTexts } from './texts'

type Props = {
  locale: Locale
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
export function EmailLayout({ locale, preview, heading, firstName, footer, children }: Props) {
  const t = emailTexts(locale)
  const storeName = t('storeName')
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.storeName}>{storeName}</Text>
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

/** A paragraph of the message. */
export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={styles.text}>{children}</Text>
)
