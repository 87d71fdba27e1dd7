import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import type { MailStore } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts, validity } from './texts'

type PasswordReset = {
  locale: Locale
  store: MailStore
  firstName: string
  resetUrl: string
  expiresInMinutes: number
}

/** The one-time link with which a customer chooses a new password. */
export function passwordResetEmail({
  locale,
  store,
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
      store={store}
      preview={t('passwordReset.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('passwordReset.intro')}</Paragraph>
      <EmailButton
        locale={locale}
        store={store}
        href={resetUrl}
        label={t('passwordReset.action')}
      />
      <Paragraph>
        {t('passwordReset.expiry', { duration: validity(t, expiresInMinutes) })}
      </Paragraph>
      <Paragraph>{t('passwordReset.ignore')}</Paragraph>
    </EmailLayout>,
  )
}
