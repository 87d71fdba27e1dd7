'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { deleteAccountSchema } from '@/commerce/domain/account/customer'

import { attempt, useAccountCalls } from './calls.client'
import { placeErrors } from '@/components/form/placed-errors'
import { FormModal } from '@/components/form/form-modal.client'
import { TextField } from '@/components/form/form-text-field.client'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { DELETE_ACCOUNT_MODAL } from './ids'
import { leaveArea } from '@/commerce/client/leave-area'
import type { AreaTexts } from './texts'

const FIELDS = new Set(['password'])
const CODE_FIELDS = { incorrectCurrentPassword: 'password', wrongCombination: 'password' }

export type DeleteAccountModalProps = { texts: AreaTexts; locale: string; homeHref: string }

/**
 * Spec §2 delete account modal: what goes, and the password to confirm it. Once deleted the
 * session is over: the other widgets hear of it and the customer goes home.
 */
export default function DeleteAccountModal({ texts, locale, homeHref }: DeleteAccountModalProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const calls = useAccountCalls()
  const [busy, setBusy] = useState(false)
  const form = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)

  const confirm = form.handleSubmit(async ({ password }) => {
    if (busy) return
    setBusy(true)
    problems.clear()
    const outcome = await attempt(() => calls.deleteAccount(password))
    if (outcome.ok) return leaveArea(homeHref)
    setBusy(false)
    problems.show(
      placeErrors(outcome.errors, { fields: FIELDS, codeFields: CODE_FIELDS, texts: texts.errors }),
    )
  }, problems.focus)

  return (
    <FormModal
      id={DELETE_ACCOUNT_MODAL}
      title={texts.deleteAccountTitle}
      description={texts.deleteAccountText}
      texts={texts}
      locale={locale}
      form={form}
      formRef={formRef}
      message={problems.message}
      onSubmit={confirm}
      action={{ submit: texts.deleteAccountConfirm, busyLabel: texts.deleting, busy, danger: true }}
    >
      <TextField
        name="password"
        label={texts.deleteAccountPassword}
        type="password"
        autoComplete="current-password"
      />
    </FormModal>
  )
}
