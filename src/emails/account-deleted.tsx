import type { Locale } from '@/i18n/routing'

import { EmailLayout, Paragraph } from './layout'
import type { MailStore } from './mail-store'
import { renderEmail, type RenderedEmail } from './render'
import { emailTexts } from './texts'

type AccountDeleted = { locale: Locale; store: MailStore; firstName: string }

/** The last message: the account and its personal data are gone. */
export function accountDeletedEmail({
  locale,
  store,
  firstName,
}: AccountDeleted): Promise<RenderedEmail> {
  const t = emailTexts(locale)
  const subject = t('accountDeleted.subject')
  return renderEmail(
    subject,
    <EmailLayout
      locale={locale}
      store={store}
      preview={t('accountDeleted.preview')}
      heading={subject}
      firstName={firstName}
    >
      <Paragraph>{t('accountDeleted.intro')}</Paragraph>
      <Paragraph>{t('accountDeleted.farewell')}</Paragraph>
      <Paragraph>{t('accountDeleted.notYou')}</Paragraph>
    </EmailLayout>,
  )
}
