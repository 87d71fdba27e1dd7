import type { Locale } from '@/i18n/routing'

import { EmailButton } from './button'
import { EmailLayout, Paragraph } from './layout'
import type { MailStore } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type PasswordChanged = {
  locale: Locale
  store: MailStore
  firstName: string
  forgotPasswordUrl: string
}

/** Tells the customer the password changed, so that a stranger's change does not go unnoticed. */
export function passwordChangedEmail({
  locale,
  store,
  firstName,
  forgotPasswordUrl,
}: PasswordChanged): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('passwordChanged.subject')
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('passwordChanged.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('passwordChanged.intro')}</Paragraph>
      <Paragraph>{t('passwordChanged.ifYou')}</Paragraph>
      <Paragraph>{t('passwordChanged.ifNotYou')}</Paragraph>
      <EmailButton
        locale={locale}
        store={store}
        href={forgotPasswordUrl}
        label={t('passwordChanged.action')}
      />
    </EmailLayout>,
  )
}
