import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type PasswordChanged = { locale: Locale; firstName: string; forgotPasswordUrl: string }

/** Tells the customer the password changed, so that a stranger's change does not go unnoticed. */
export function passwordChangedEmail({
  locale,
  firstName,
  forgotPasswordUrl,
}: PasswordChanged): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('passwordChanged.subject')
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      preview={t('passwordChanged.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('passwordChanged.intro')}</Paragraph>
      <Paragraph>{t('passwordChanged.ifYou')}</Paragraph>
      <Paragraph>{t('passwordChanged.ifNotYou')}</Paragraph>
      <EmailButton locale={locale} href={forgotPasswordUrl} label={t('passwordChanged.action')} />
    </EmailLayout>,
  )
}
