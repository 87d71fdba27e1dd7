'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { ForgotPasswordDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'

import { CaptchaForm } from '@/components/form/captcha-form.client'
import { TextField } from '@/components/form/text-field.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { rememberForgotPasswordEmail } from '@/commerce/client/auth-storage'
import type { AuthLinks } from './links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { authResolver, loadAuthRules } from './resolvers'
import { linkClass } from '@/components/ui/link-styles'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill.client'

export type ForgotPasswordFormProps = {
  texts: AuthTexts
  links: AuthLinks
  language: string
  hideCaptchaBadge: boolean
  navigate?: Navigate
}

/**
 * Forgot password (spec §2, §6): the account's e-mail and the captcha; the gateway e-mails a
 * one-time link. The success page says where it went.
 */
export function ForgotPasswordForm({
  texts,
  links,
  language,
  hideCaptchaBadge,
  navigate = goTo,
}: ForgotPasswordFormProps) {
  const caller = useGatewayCaller()
  const [resolver] = useState(() => authResolver('forgotPasswordResolver'))
  const frame = useCaptchaForm({
    defaultValues: { email: '' },
    resolver,
    prepare: loadAuthRules,
    texts: texts.form,
    fields: ['email'],
    send: async ({ email }, captchaToken) =>
      (
        await gatewayRequest(
          ForgotPasswordDocument,
          { email, captchaToken: captchaToken ?? '' },
          caller,
        )
      ).forgotPassword,
    onSuccess: (_, { email }) => {
      rememberForgotPasswordEmail(email)
      navigate(links.forgotPasswordSuccess)
    },
  })
  usePrefillEmail(frame.form)
  const { auth } = texts

  return (
    <CaptchaForm
      frame={frame}
      dismissLabel={auth.dismissError}
      captcha={{ language, hideCaptchaBadge, texts }}
      submitLabel={auth.forgotSubmit}
      busyLabel={auth.forgotSending}
      footer={
        <p className="text-sm">
          <a href={links.login} className={linkClass}>
            {auth.backToLogin}
          </a>
        </p>
      }
    >
      <TextField {...frame.field('email')} label={auth.email} type="email" autoComplete="email" />
    </CaptchaForm>
  )
}
