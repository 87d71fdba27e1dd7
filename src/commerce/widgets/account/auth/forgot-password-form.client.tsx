'use client'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { ForgotPasswordDocument } from '@/commerce/client/generated/documents/forgot-password'
import { gatewayRequest } from '@/commerce/client/request'

import { EmailField } from '@/components/form/email-field.client'
import { rememberForgotPasswordEmail } from '@/commerce/client/auth-storage'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { linkClass } from '@/components/ui/link-styles'
import { AuthForm } from './auth-form.client'
import type { FORGOT_PASSWORD_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'
import { useEmailForm } from './use-email-form.client'

export type ForgotPasswordFormProps = {
  texts: AuthTexts<TextsOf<typeof FORGOT_PASSWORD_TEXTS>>
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
  const frame = useEmailForm(
    'forgotPasswordResolver',
    texts,
    async (email, captchaToken) =>
      (await gatewayRequest(ForgotPasswordDocument, { email, captchaToken }, caller))
        .forgotPassword,
    (_, email) => {
      rememberForgotPasswordEmail(email)
      navigate(links.forgotPasswordSuccess)
    },
  )
  const { auth } = texts

  return (
    <AuthForm
      frame={frame}
      setup={{ language, hideCaptchaBadge, texts }}
      submit={[auth.forgotSubmit, auth.forgotSending]}
      footer={
        <p className="text-sm">
          <a href={links.login} className={linkClass}>
            {auth.backToLogin}
          </a>
        </p>
      }
    >
      <EmailField {...frame.field('email')} label={auth.email} />
    </AuthForm>
  )
}
