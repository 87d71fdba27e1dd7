'use client'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { CheckUserExistDocument } from '@/commerce/client/generated/documents/check-user-exist'
import { gatewayRequest } from '@/commerce/client/request'
import { type Existence, existenceOf } from '@/commerce/domain/account/identify-flow'

import { EmailField } from '@/components/form/email-field.client'
import { rememberPrefillEmail } from '@/commerce/client/auth-storage'
import { AuthForm } from './auth-form.client'
import type { IDENTIFY_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'
import { useEmailForm } from './use-email-form.client'

export type IdentifyFormProps = {
  texts: AuthTexts<TextsOf<typeof IDENTIFY_TEXTS>>
  language: string
  hideCaptchaBadge: boolean
  /** What checkUserExist said of the e-mail; the e-mail is kept to prefill the next form. */
  onIdentified: (existence: Existence, email: string) => void
}

/**
 * The identify step (spec §4): an e-mail and the captcha, then checkUserExist. The /compte/ page
 * and the cart's identify modal each decide where the answer leads.
 */
export function IdentifyForm({
  texts,
  language,
  hideCaptchaBadge,
  onIdentified,
}: IdentifyFormProps) {
  const caller = useGatewayCaller()
  const frame = useEmailForm(
    'identifyResolver',
    texts,
    async (email, captchaToken) =>
      (await gatewayRequest(CheckUserExistDocument, { email, captchaToken }, caller))
        .checkUserExist,
    ({ status }, email) => {
      rememberPrefillEmail(email)
      onIdentified(existenceOf(status), email)
    },
  )
  const { auth } = texts

  return (
    <AuthForm
      frame={frame}
      setup={{ language, hideCaptchaBadge, texts }}
      submit={[auth.identifySubmit, auth.identifying]}
    >
      <EmailField {...frame.field('email')} label={auth.email} />
    </AuthForm>
  )
}
