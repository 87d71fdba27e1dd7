'use client'

import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { CheckUserExistDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import { type Existence, existenceOf } from '@/commerce/domain/account/identify-flow'
import type { CaptchaHandle } from '@/components/captcha/Captcha.client'

import { CaptchaField } from '@/components/form/captcha-field.client'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import { rememberPrefillEmail } from './auth-storage'
import { authResolver, loadAuthRules } from './resolvers'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill'

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
  const id = useId()
  const caller = useGatewayCaller()
  const captcha = useRef<CaptchaHandle>(null)
  const [resolver] = useState(() => authResolver('identifyResolver'))
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
        <SubmitButton busy={submit.busy} busyLabel={auth.identifying}>
          {auth.identifySubmit}
        </SubmitButton>
      </div>
    </form>
  )
}
