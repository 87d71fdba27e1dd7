'use client'

import { useState } from 'react'
import { useWatch } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { CreateAccountDocument } from '@/commerce/client/generated/documents/create-account'
import { gatewayRequest } from '@/commerce/client/request'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { announceSessionChange } from '@/commerce/client/session-hint'

import { CheckboxField } from '@/components/form/checkbox-field.client'
import { ChoiceField } from '@/components/form/choice-field.client'
import { EmailField } from '@/components/form/email-field.client'
import { TextField } from '@/components/form/text-field.client'
import { withCallback } from './callback'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { usePageQuery } from './page-query.client'
import {
  createAccountInput,
  registerDefaults,
  registerFields,
  type RegisterValues,
} from './register-input'
import { loadAuthRules, registerResolver } from './resolvers'
import { NewPasswordFields } from './new-password-fields.client'
import { linkClass } from '@/components/ui/link-styles'
import type { RegisterWords } from '@/components/form/register-words'
import { AuthForm } from './auth-form.client'
import type { REGISTER_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill.client'

export type RegisterFormProps = {
  texts: AuthTexts<TextsOf<typeof REGISTER_TEXTS>>
  links: AuthLinks
  language: string
  hideCaptchaBadge: boolean
  /** The store's country: its register checks the company number, and names the field. */
  storeCountry: string
  register: RegisterWords
  navigate?: Navigate
}

/**
 * Account creation (spec §2, §5): private or business, names, the e-mail twice, a new password
 * twice, the newsletter and the captcha. createAccount logs the new customer in; then the success
 * page, or the callback while ordering.
 */
export function RegisterForm({
  texts,
  links,
  language,
  hideCaptchaBadge,
  storeCountry,
  register,
  navigate = goTo,
}: RegisterFormProps) {
  const caller = useGatewayCaller()
  const { callback } = usePageQuery()
  const [resolver] = useState(() => registerResolver(storeCountry))
  const frame = useCaptchaForm({
    defaultValues: registerDefaults,
    resolver,
    prepare: loadAuthRules,
    texts: texts.form,
    fields: registerFields,
    send: async (output, captchaToken) =>
      (
        await gatewayRequest(
          CreateAccountDocument,
          { input: createAccountInput(output), captchaToken: captchaToken ?? '' },
          caller,
        )
      ).createAccount,
    onSuccess: () => {
      announceSessionChange()
      navigate(callback ?? links.registerSuccess)
    },
  })
  const { id, form } = frame
  usePrefillEmail(form)
  const business = useWatch({ control: form.control, name: 'customerType' }) === 'BUSINESS'
  const { auth } = texts
  const field = (name: keyof RegisterValues, label: string) => ({ ...frame.field(name), label })
  // Hidden business fields drop their values, so a private customer is not held up by them.
  const businessField = (
    name: 'companyName' | 'chamberOfCommerceNumber' | 'vatNumber',
    label: string,
  ) => ({
    ...field(name, label),
    registration: form.register(name, { shouldUnregister: true }),
  })

  return (
    <AuthForm
      frame={frame}
      setup={{ language, hideCaptchaBadge, texts }}
      submit={[auth.registerSubmit, auth.registering]}
      footer={
        <p className="text-sm">
          {auth.haveAccount}{' '}
          <a href={withCallback(links.login, callback)} className={linkClass}>
            {auth.loginLink}
          </a>
        </p>
      }
    >
      <ChoiceField
        id={`${id}-customerType`}
        legend={auth.customerType}
        options={[
          { value: 'PRIVATE', label: auth.private },
          { value: 'BUSINESS', label: auth.business },
        ]}
        registration={form.register('customerType')}
      />
      {business && (
        <div className="grid gap-5">
          <TextField
            {...businessField('companyName', auth.companyName)}
            autoComplete="organization"
          />
          <TextField
            {...businessField('chamberOfCommerceNumber', register.optionalLabel)}
            hint={register.hint}
            inputMode="numeric"
          />
          <TextField {...businessField('vatNumber', auth.vatNumber)} hint={auth.vatNumberHint} />
        </div>
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField {...field('firstName', auth.firstName)} autoComplete="given-name" />
        <TextField {...field('lastName', auth.lastName)} autoComplete="family-name" />
      </div>
      <EmailField {...field('email', auth.email)} />
      <EmailField {...field('emailConfirmation', auth.emailConfirmation)} />
      <NewPasswordFields
        texts={auth}
        password={field('password', auth.password)}
        confirmation={field('passwordConfirmation', auth.passwordConfirmation)}
      />
      <CheckboxField
        id={`${id}-subscribed`}
        label={auth.subscribed}
        registration={form.register('subscribed')}
      />
    </AuthForm>
  )
}
