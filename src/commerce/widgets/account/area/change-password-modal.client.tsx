'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { changePasswordSchema } from '@/commerce/domain/account/customer'
import { closeModal } from '@/components/ui/modal/modal-registry.client'

import { attempt, useAccountCalls } from './calls.client'
import { placeErrors } from '@/components/form/placed-errors'
import { FormModal } from '@/components/form/form-modal.client'
import { TextField } from '@/components/form/form-text-field.client'
import { FormNewPasswordFields } from '@/components/form/form-new-password-fields.client'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { CHANGE_PASSWORD_MODAL } from './ids'
import type { AreaTexts } from './texts'

type Passwords = { currentPassword: string; password: string; passwordConfirmation: string }

const FIELDS = new Set(['currentPassword', 'password', 'passwordConfirmation'])
const CODE_FIELDS = {
  incorrectCurrentPassword: 'currentPassword',
  passwordCharacters: 'password',
  passwordTooShort: 'password',
  passwordMismatch: 'passwordConfirmation',
}

export type ChangePasswordModalProps = {
  texts: AreaTexts
  locale: string
  /** Told once the gateway changed it: the page says so. */
  onChanged: () => void
}

/** Spec §2 change password modal: the current password and the new one twice. */
export default function ChangePasswordModal({
  texts,
  locale,
  onChanged,
}: ChangePasswordModalProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const calls = useAccountCalls()
  const [busy, setBusy] = useState(false)
  const form = useForm<Passwords>({
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)

  const save = form.handleSubmit(async (passwords) => {
    if (busy) return
    setBusy(true)
    problems.clear()
    const outcome = await attempt(() => calls.changePassword(passwords))
    setBusy(false)
    if (outcome.ok) {
      onChanged()
      closeModal(CHANGE_PASSWORD_MODAL)
      return
    }
    problems.show(
      placeErrors(outcome.errors, { fields: FIELDS, codeFields: CODE_FIELDS, texts: texts.errors }),
    )
  }, problems.focus)

  return (
    <FormModal
      id={CHANGE_PASSWORD_MODAL}
      title={texts.changePasswordTitle}
      texts={texts}
      locale={locale}
      form={form}
      formRef={formRef}
      message={problems.message}
      onSubmit={save}
      action={{ submit: texts.save, busyLabel: texts.saving, busy }}
    >
      <TextField
        name="currentPassword"
        label={texts.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <FormNewPasswordFields
        name="password"
        label={texts.newPassword}
        hint={texts.changePasswordText}
        confirmationLabel={texts.passwordConfirmation}
      />
    </FormModal>
  )
}
