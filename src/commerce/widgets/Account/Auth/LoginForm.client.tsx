'use client'

import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { UserLoginDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import { announceSessionChange } from '@/commerce/client/session-hint'
import { pushEvent } from '@/components/analytics/data-layer'
import type { CaptchaHandle } from '@/components/captcha/Captcha.client'

import { CaptchaField } from '@/components/form/captcha-field.client'
import { FormError } from '@/components/form/form-error.client'
import { PasswordField } from '@/components/form/password-field.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import { rememberPrefillEmail } from './auth-storage'
import { withCallback } from './callback'
import type { AuthLinks } from './links'
import { goTo, type Navigate } from './navigate'
import { usePageQuery } from './page-query'
import { authResolver, loadAuthRules } from './resolvers'
import { linkClass } from './styles'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill'

export type LoginFormProps = {
  texts: AuthTexts
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
  const id = useId()
  const caller = useGatewayCaller()
  const captcha = useRef<CaptchaHandle>(null)
  const { callback } = usePageQuery()
  const [resolver] = useState(() => authResolver('loginResolver'))
  const form = useForm({
    defaultValues: { email: '', password: '' },
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  usePrefillEmail(form)
  const formRef = useRef<HTMLFormElement>(null)
  const submit = useGatewaySubmit({
    form,
    formRef,
    texts: texts.form,
    // Spec §8: login keeps every error of the answer as its list, the first shown.
    fields: [],
    captcha,
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
  // The e-mail typed here prefills the forgot password form.
  const keepEmail = () => {
    const email = form.getValues('email').trim()
    if (email) rememberPrefillEmail(email)
  }
  const { auth } = texts

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => {
        captcha.current?.prepare()
        void loadAuthRules()
      }}
      className="grid gap-5"
    >
      <FormError
        errors={submit.formErrors}
        onDismiss={submit.dismissErrors}
        dismissLabel={auth.dismissError}
      />
      <TextField
        id={`${id}-email`}
        label={auth.email}
        type="email"
        autoComplete="username"
        registration={form.register('email')}
        error={submit.errorOf(form.formState.errors.email)}
      />
      <div className="grid gap-2">
        <PasswordField
          id={`${id}-password`}
          label={auth.password}
          autoComplete="current-password"
          showLabel={auth.showPassword}
          hideLabel={auth.hidePassword}
          registration={form.register('password')}
          error={submit.errorOf(form.formState.errors.password)}
        />
        <a
          href={links.forgotPassword}
          onClick={keepEmail}
          className={`${linkClass} justify-self-start`}
        >
          {auth.forgotPasswordLink}
        </a>
      </div>
      <CaptchaField
        id={`${id}-captcha`}
        captchaRef={captcha}
        language={language}
        texts={texts.captcha}
        hideBadge={hideCaptchaBadge}
        missingText={submit.captchaMissing ? texts.form.validation.captchaRequired : undefined}
        onChange={submit.onCaptchaChange}
      />
      <div>
        <SubmitButton busy={submit.busy} busyLabel={auth.loggingIn}>
          {auth.loginSubmit}
        </SubmitButton>
      </div>
      <p className="text-sm">
        {auth.noAccount}{' '}
        <a href={withCallback(links.register, callback)} onClick={keepEmail} className={linkClass}>
          {auth.registerLink}
        </a>
      </p>
    </form>
  )
}
