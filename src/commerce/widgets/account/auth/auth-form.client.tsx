'use client'

import type { ComponentProps } from 'react'

import { CaptchaForm, type CaptchaSetup } from '@/components/form/captcha-form.client'

import type { AuthTexts } from './texts'

type Props = Omit<
  ComponentProps<typeof CaptchaForm>,
  'dismissLabel' | 'captcha' | 'submitLabel' | 'busyLabel'
> & {
  /** The form's language, badge toggle and texts, as its page passes them. */
  setup: CaptchaSetup & { texts: AuthTexts<'dismissError'> }
  /** The submit button's words: idle, then while sending. */
  submit: [label: string, busyLabel: string]
}

/** The frame of the identify, login, register and forgot password forms, in the auth texts. */
export function AuthForm({ setup, submit: [submitLabel, busyLabel], ...form }: Props) {
  return (
    <CaptchaForm
      {...form}
      dismissLabel={setup.texts.auth.dismissError}
      captcha={setup}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    />
  )
}
