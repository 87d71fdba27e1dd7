'use client'

import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { focusFirstInvalid } from '@/components/form/focus'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'

import { SERVER_ERROR } from './field-text'
import { type FormTexts, splitGatewayErrors, validationText } from './form-errors'

/** A gateway answer: its errors inside data (spec §8), and what else it carries. */
export type Answer = { errors: readonly GatewayErrorData[] }

export type GatewaySubmitOptions<V extends FieldValues, O, A extends Answer> = {
  /** With `shouldFocusError: false`: focus goes to the first invalid field in page order. */
  form: UseFormReturn<V, unknown, O>
  formRef: RefObject<HTMLFormElement | null>
  texts: FormTexts
  /** The fields a gateway error may name (spec §8 referencedRequestParameter). */
  fields: readonly FieldPath<V>[]
  /** A form with a captcha sends nothing without its token (spec §5). */
  captcha?: RefObject<CaptchaHandle | null>
  /** The call. A throw (network, HTTP error) counts as the generic error. */
  send: (output: O, captchaToken: string | null) => Promise<A>
  /** After an answer without errors; the form stays busy (it usually navigates away). */
  onSuccess: (answer: A, output: O) => void | Promise<void>
}

/**
 * The submit of an account form: the domain rules first (focus on the first invalid field),
 * then the captcha token, then the call. Field errors of the answer go on their
 * fields; the others are kept as the form's error list, first shown, until dismissed or the next
 * submit.
 */
export function useGatewaySubmit<V extends FieldValues, O, A extends Answer>(
  options: GatewaySubmitOptions<V, O, A>,
) {
  const { form, formRef, texts, fields, captcha, send, onSuccess } = options
  const pending = useRef(false)
  // Page order decides (a business's company mounts late), once the errors have rendered, and
  // before the page paints them.
  const focusWanted = useRef(false)
  useLayoutEffect(() => {
    if (!focusWanted.current) return
    focusWanted.current = false
    focusFirstInvalid(formRef.current)
  })
  const focusError = () => {
    focusWanted.current = true
  }
  const [busy, setBusy] = useState(false)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [captchaMissing, setCaptchaMissing] = useState(false)

  const showErrors = (errors: readonly GatewayErrorData[]) => {
    const split = splitGatewayErrors(errors, fields, texts)
    split.fields.forEach(([name, message]) => form.setError(name, { type: SERVER_ERROR, message }))
    setFormErrors(split.form)
    // The form's own error takes focus itself (FormError); else the first field named.
    if (split.form.length === 0) focusError()
  }

  /** The call for valid values; true once it succeeded. */
  const sendValid = async (output: O): Promise<boolean> => {
    setFormErrors([])
    const token = captcha ? ((await captcha.current?.token()) ?? null) : null
    if (captcha && !token) {
      setCaptchaMissing(true)
      captcha.current?.focus()
      return false
    }
    let answer: A | null = null
    try {
      answer = await send(output, token)
    } catch {
      // Spec §8: a failed request is the generic error (code -1).
    }
    if (answer && answer.errors.length === 0) {
      await onSuccess(answer, output)
      return true
    }
    // The token is spent: the next try solves a new one.
    captcha?.current?.reset()
    showErrors(answer?.errors ?? [{ code: -1, message: '' }])
    return false
  }

  return {
    busy,
    formErrors,
    dismissErrors: () => setFormErrors([]),
    captchaMissing,
    /** The widget solved (or lost) its token. */
    onCaptchaChange: (token: string | null) => {
      if (token) setCaptchaMissing(false)
    },
    /** The form's onSubmit: ignored while one is under way, and after success (leaving). */
    onSubmit: async (event: FormEvent) => {
      if (pending.current) return event.preventDefault()
      pending.current = true
      let succeeded = false
      await form.handleSubmit(async (output) => {
        setBusy(true)
        succeeded = await sendValid(output)
      }, focusError)(event)
      if (succeeded) return
      pending.current = false
      setBusy(false)
    },
    /** A field's error in the shopper's words. */
    errorOf: (error: Pick<FieldError, 'type' | 'message'> | undefined) =>
      error && (error.type === SERVER_ERROR ? error.message : validationText(error.message, texts)),
  }
}
