'use client'

import type { ReactNode } from 'react'

import type { CaptchaTexts } from '@/components/captcha/types'

import { CaptchaField } from './captcha-field.client'
import { FormError } from './form-error.client'
import { SubmitButton } from './submit-button.client'
import type { CaptchaFormFrame } from './use-captcha-form.client'

/** What a captcha form's page passes: its language, the badge toggle and the texts. */
export type CaptchaSetup = {
  language: string
  hideCaptchaBadge: boolean
  texts: { captcha: CaptchaTexts; form: { validation: Record<string, string> } }
}

type Props = {
  frame: CaptchaFormFrame
  /** The form's name, where the page has no heading for it. */
  label?: string
  dismissLabel: string
  /** The captcha's language and texts (the form's props, as pages pass them). */
  captcha?: CaptchaSetup
  submitLabel: string
  busyLabel: string
  /** The form's fields, between its error and its captcha. */
  children: ReactNode
  /** Under the submit button (links to the other forms). */
  footer?: ReactNode
}

/**
 * The frame of a form of useCaptchaForm: its own error on top (spec §8), the fields, the captcha
 * (spec §5), the submit button. Focusing the form starts the captcha and loads the rules.
 */
export function CaptchaForm({
  frame,
  label,
  dismissLabel,
  captcha,
  submitLabel,
  busyLabel,
  children,
  footer,
}: Props) {
  const { id, formRef, submit } = frame
  const prepare = () => {
    frame.captcha.current?.prepare()
    void frame.prepare?.()
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={frame.withoutCaptcha && !frame.prepare ? undefined : prepare}
      aria-label={label}
      className="grid gap-5"
    >
      <FormError
        errors={submit.formErrors}
        onDismiss={submit.dismissErrors}
        dismissLabel={dismissLabel}
      />
      {children}
      {captcha && (
        <CaptchaField
          id={`${id}-captcha`}
          captchaRef={frame.captcha}
          language={captcha.language}
          texts={captcha.texts.captcha}
          hideBadge={captcha.hideCaptchaBadge}
          missingText={
            submit.captchaMissing ? captcha.texts.form.validation.captchaRequired : undefined
          }
          onChange={submit.onCaptchaChange}
        />
      )}
      <div>
        <SubmitButton busy={submit.busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
      {footer}
    </form>
  )
}
