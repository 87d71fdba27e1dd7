'use client'

import { type FormEvent, useRef, useState } from 'react'

import type { CaptchaHandle } from '@/components/captcha/captcha.client'
import { CaptchaField } from '@/components/form/captcha-field.client'
import { SubmitButton } from '@/components/form/submit-button.client'

import type { ActivationFormTexts } from './texts'

/**
 * The captcha in front of the activation and voucher data forms (spec §5): its token is fetched
 * on submit, one sending runs at a time, and a missing token is said and focused.
 */
export function useCaptchaGate() {
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [missing, setMissing] = useState(false)
  /** The captcha's token, busy from then on; null once the holder is pointed at the captcha. */
  const start = async () => {
    const token = (await captcha.current?.token()) ?? null
    if (!token) {
      setMissing(true)
      captcha.current?.focus()
      return null
    }
    setBusy(true)
    return token
  }
  /** The gateway answered and the form stays: a fresh captcha for the next sending. */
  const finish = () => {
    setBusy(false)
    captcha.current?.reset()
  }
  /** The form's handlers: a submit while busy is dropped; focusing the form starts the captcha. */
  const formProps = (send: (event: FormEvent<HTMLFormElement>) => Promise<void>) => ({
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (busy) return event.preventDefault()
      void send(event)
    },
    onFocus: () => captcha.current?.prepare(),
  })
  return { captcha, busy, missing, setMissing, start, finish, formProps }
}

type Props = {
  id: string
  gate: ReturnType<typeof useCaptchaGate>
  /** The form's own props, as the page passes them. */
  setup: { texts: ActivationFormTexts; language: string; hideCaptchaBadge: boolean }
  labels: { submit: string; submitting: string }
}

/** The forms' tail: the captcha, then the submit button. */
export function CaptchaSubmit({ id, gate, setup, labels }: Props) {
  const { texts } = setup
  return (
    <>
      <CaptchaField
        id={`${id}-captcha`}
        captchaRef={gate.captcha}
        language={setup.language}
        texts={texts.captcha}
        hideBadge={setup.hideCaptchaBadge}
        missingText={gate.missing ? texts.validation.captchaRequired : undefined}
        onChange={(token) => token && gate.setMissing(false)}
      />
      <div>
        <SubmitButton busy={gate.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
    </>
  )
}
