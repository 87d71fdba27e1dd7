import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type Welcome = { locale: Locale; firstName: string; accountUrl: string }

/** Sent once the customer account exists. */
export function welcomeEmail({ locale, firstName, accountUrl }: Welcome): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('welcome.subject', { storeName: t('storeName') })
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      preview={t('welcome.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('welcome.intro')}</Paragraph>
      <EmailButton locale={locale} href={accountUrl} label={t('welcome.action')} />
    </EmailLayout>,
  )
}
