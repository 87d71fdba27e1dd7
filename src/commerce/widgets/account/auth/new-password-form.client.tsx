'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { NewPasswordDocument } from '@/commerce/client/generated/documents/new-password'
import { gatewayRequest } from '@/commerce/client/request'
import { announceSessionChange } from '@/commerce/client/session-hint'

import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { NewPasswordFields } from './new-password-fields.client'
import { usePageQuery } from './page-query.client'
import { authResolver, loadAuthRules } from './resolvers'
import { linkClass } from '@/components/ui/link-styles'
import type { NEW_PASSWORD_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'

export type NewPasswordFormProps = {
  texts: AuthTexts<TextsOf<typeof NEW_PASSWORD_TEXTS>>
  links: AuthLinks
  navigate?: Navigate
}

/**
 * The new password page (the e-mailed link, `?token=`): the password twice. The gateway checks
 * the token and ends the customer's sessions; a link without its token asks for a new one.
 */
export function NewPasswordForm({ texts, links, navigate = goTo }: NewPasswordFormProps) {
  const id = useId()
  const caller = useGatewayCaller()
  const { known, token } = usePageQuery()
  const [resolver] = useState(() => authResolver('newPasswordResolver'))
  const form = useForm({
    defaultValues: { token: '', password: '', passwordConfirmation: '' },
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  useEffect(() => form.setValue('token', token ?? ''), [form, token])
  const formRef = useRef<HTMLFormElement>(null)
  const submit = useGatewaySubmit({
    form,
    formRef,
    texts: texts.form,
    fields: ['password', 'passwordConfirmation'],
    send: async (values) => (await gatewayRequest(NewPasswordDocument, values, caller)).newPassword,
    onSuccess: () => {
      announceSessionChange()
      navigate(links.newPasswordSuccess)
    },
  })
  const { auth } = texts
  const { errors } = form.formState
  const askAgain = (
    <a href={links.forgotPassword} className={linkClass}>
      {auth.forgotAgain}
    </a>
  )

  // No token, or one the rules refuse (a link cut short): ask for a new link.
  if (known && (!token || errors.token)) {
    return (
      <div className="grid gap-4">
        <p role="alert">{auth.newPasswordLinkMissing}</p>
        <p>{askAgain}</p>
      </div>
    )
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => void loadAuthRules()}
      className="grid gap-5"
    >
      <FormError
        errors={submit.formErrors}
        onDismiss={submit.dismissErrors}
        dismissLabel={auth.dismissError}
      />
      <NewPasswordFields
        texts={auth}
        password={{
          id: `${id}-password`,
          label: auth.newPassword,
          registration: form.register('password'),
          error: submit.errorOf(errors.password),
        }}
        confirmation={{
          id: `${id}-passwordConfirmation`,
          label: auth.passwordConfirmation,
          registration: form.register('passwordConfirmation'),
          error: submit.errorOf(errors.passwordConfirmation),
        }}
      />
      <div>
        <SubmitButton busy={submit.busy} busyLabel={auth.newPasswordSaving}>
          {auth.newPasswordSubmit}
        </SubmitButton>
      </div>
      {submit.formErrors.length > 0 && <p className="text-sm">{askAgain}</p>}
    </form>
  )
}
