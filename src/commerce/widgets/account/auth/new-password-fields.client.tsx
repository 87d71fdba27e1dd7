'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { PasswordField } from '@/components/form/password-field.client'
import type { NEW_PASSWORD_FIELDS_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'

type Field = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
}

type Props = {
  texts: AuthTexts<TextsOf<typeof NEW_PASSWORD_FIELDS_TEXTS>>['auth']
  password: Field
  confirmation: Field
}

/** A new password and its confirmation (spec §5), the rules said under the first. */
export function NewPasswordFields({ texts, password, confirmation }: Props) {
  const show = { showLabel: texts.showPassword, hideLabel: texts.hidePassword }
  return (
    <>
      <PasswordField
        {...password}
        {...show}
        hint={texts.passwordHint}
        autoComplete="new-password"
      />
      <PasswordField {...confirmation} {...show} autoComplete="new-password" />
    </>
  )
}
