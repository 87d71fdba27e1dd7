'use client'

import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { ForgotPasswordDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import type { CaptchaHandle } from '@/components/captcha/Captcha.client'

import { CaptchaField } from '@/components/form/captcha-field.client'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import { rememberForgotPasswordEmail } from './auth-storage'
import type { AuthLinks } from './links'
import { goTo, type Navigate } from './navigate'
import { authResolver, loadAuthRules } from './resolvers'
import { linkClass } from './styles'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill'

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
  const id = useId()
  const caller = useGatewayCaller()
  const captcha = useRef<CaptchaHandle>(null)
  const [resolver] = useState(() => authResolver('forgotPasswordResolver'))
  const form = useForm({
    defaultValues: { email: '' },
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
    fields: ['email'],
    captcha,
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
        autoComplete="email"
        registration={form.register('email')}
        error={submit.errorOf(form.formState.errors.email)}
      />
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
        <SubmitButton busy={submit.busy} busyLabel={auth.forgotSending}>
          {auth.forgotSubmit}
        </SubmitButton>
      </div>
      <p className="text-sm">
        <a href={links.login} className={linkClass}>
          {auth.backToLogin}
        </a>
      </p>
    </form>
  )
}
