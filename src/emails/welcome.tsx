import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import type { MailStore } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type Welcome = { locale: Locale; store: MailStore; firstName: string; accountUrl: string }

/** Sent once the customer account exists. */
export function welcomeEmail({
  locale,
  store,
  firstName,
  accountUrl,
}: Welcome): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('welcome.subject', { storeName: store.name })
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('welcome.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('welcome.intro')}</Paragraph>
      <EmailButton locale={locale} store={store} href={accountUrl} label={t('welcome.action')} />
    </EmailLayout>,
  )
}
