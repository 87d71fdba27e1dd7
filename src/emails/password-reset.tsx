import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts, validity } from './texts'

type PasswordReset = {
  locale: Locale
  firstName: string
  resetUrl: string
  expiresInMinutes: number
}

/** The one-time link with which a customer chooses a new password. */
export function passwordResetEmail({
  locale,
  firstName,
  resetUrl,
  expiresInMinutes,
}: PasswordReset): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('passwordReset.subject')
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      preview={t('passwordReset.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('passwordReset.intro')}</Paragraph>
      <EmailButton locale={locale} href={resetUrl} label={t('passwordReset.action')} />
      <Paragraph>
        {t('passwordReset.expiry', { duration: validity(t, expiresInMinutes) })}
      </Paragraph>
      <Paragraph>{t('passwordReset.ignore')}</Paragraph>
    </EmailLayout>,
  )
}
