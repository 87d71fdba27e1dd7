'use client'

import { useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { UserLoginDocument } from '@/commerce/client/generated/documents/user-login'
import { gatewayRequest } from '@/commerce/client/request'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { announceSessionChange } from '@/commerce/client/session-hint'
import { pushEvent } from '@/components/analytics/data-layer'

import { PasswordField } from '@/components/form/password-field.client'
import { EmailField } from '@/components/form/email-field.client'
import { rememberPrefillEmail } from '@/commerce/client/auth-storage'
import { withCallback } from './callback'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { usePageQuery } from './page-query.client'
import { authResolver, loadAuthRules } from './resolvers'
import { linkClass } from '@/components/ui/link-styles'
import { AuthForm } from './auth-form.client'
import type { LOGIN_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill.client'

export type LoginFormProps = {
  texts: AuthTexts<TextsOf<typeof LOGIN_TEXTS>>
  links: AuthLinks
  language: string
  hideCaptchaBadge: boolean
  navigate?: Navigate
}

/**
 * The login page's form (spec §4, §7 userLogin): e-mail, password and captcha, else no request.
 * Success pushes the login event, tells the page's widgets, and goes to the callback of the
 * query (the checkout, while ordering) or the account overview.
 */
export function LoginForm({
  texts,
  links,
  language,
  hideCaptchaBadge,
  navigate = goTo,
}: LoginFormProps) {
  const caller = useGatewayCaller()
  const { callback } = usePageQuery()
  const [resolver] = useState(() => authResolver('loginResolver'))
  const frame = useCaptchaForm({
    defaultValues: { email: '', password: '' },
    resolver,
    prepare: loadAuthRules,
    texts: texts.form,
    // Spec §8: login keeps every error of the answer as its list, the first shown.
    fields: [],
    send: async ({ email, password }, captchaToken) =>
      (
        await gatewayRequest(
          UserLoginDocument,
          { email, password, captchaToken: captchaToken ?? '' },
          caller,
        )
      ).userLogin,
    onSuccess: () => {
      pushEvent({ event: 'login', method: 'email' })
      announceSessionChange()
      navigate(callback ?? links.overview)
    },
  })
  const { form } = frame
  usePrefillEmail(form)
  // The e-mail typed here prefills the forgot password form.
  const keepEmail = () => {
    const email = form.getValues('email').trim()
    if (email) rememberPrefillEmail(email)
  }
  const { auth } = texts

  return (
    <AuthForm
      frame={frame}
      setup={{ language, hideCaptchaBadge, texts }}
      submit={[auth.loginSubmit, auth.loggingIn]}
      footer={
        <p className="text-sm">
          {auth.noAccount}{' '}
          <a
            href={withCallback(links.register, callback)}
            onClick={keepEmail}
            className={linkClass}
          >
            {auth.registerLink}
          </a>
        </p>
      }
    >
      <EmailField label={auth.email} autoComplete="username" {...frame.field('email')} />
      <div className="grid gap-2">
        <PasswordField
          label={auth.password}
          autoComplete="current-password"
          showLabel={auth.showPassword}
          hideLabel={auth.hidePassword}
          {...frame.field('password')}
        />
        <a
          href={links.forgotPassword}
          onClick={keepEmail}
          className={`${linkClass} justify-self-start`}
        >
          {auth.forgotPasswordLink}
        </a>
      </div>
    </AuthForm>
  )
}
