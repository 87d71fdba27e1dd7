'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { CheckUserExistDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import { CaptchaForm } from '@/components/form/captcha-form.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { type Existence, existenceOf } from '@/commerce/domain/account/identify-flow'

import { TextField } from '@/components/form/text-field.client'
import { rememberPrefillEmail } from '@/commerce/client/auth-storage'
import { authResolver, loadAuthRules } from './resolvers'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill.client'

export type IdentifyFormProps = {
  texts: AuthTexts
  language: string
  hideCaptchaBadge: boolean
  /** What checkUserExist said of the e-mail; the e-mail is kept to prefill the next form. */
  onIdentified: (existence: Existence, email: string) => void
}

/**
 * The identify step (spec §4): an e-mail and the captcha, then checkUserExist. The /compte/ page
 * and the basket's identify modal each decide where the answer leads.
 */
export function IdentifyForm({
  texts,
  language,
  hideCaptchaBadge,
  onIdentified,
}: IdentifyFormProps) {
  const caller = useGatewayCaller()
  const [resolver] = useState(() => authResolver('identifyResolver'))
  const frame = useCaptchaForm({
    defaultValues: { email: '' },
    resolver,
    prepare: loadAuthRules,
    texts: texts.form,
    fields: ['email'],
    send: async ({ email }, captchaToken) =>
      (
        await gatewayRequest(
          CheckUserExistDocument,
          { email, captchaToken: captchaToken ?? '' },
          caller,
        )
      ).checkUserExist,
    onSuccess: ({ status }, { email }) => {
      rememberPrefillEmail(email)
      onIdentified(existenceOf(status), email)
    },
  })
  usePrefillEmail(frame.form)
  const { auth } = texts

  return (
    <CaptchaForm
      frame={frame}
      dismissLabel={auth.dismissError}
      captcha={{ language, hideCaptchaBadge, texts }}
      submitLabel={auth.identifySubmit}
      busyLabel={auth.identifying}
    >
      <TextField {...frame.field('email')} label={auth.email} type="email" autoComplete="email" />
    </CaptchaForm>
  )
}
