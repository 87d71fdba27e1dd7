'use client'

import { type RefObject, useEffect, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { PlacedErrors } from './placed-errors'
import { SERVER_ERROR } from '@/components/form/field-text'

/**
 * Moves focus to the form's first invalid control, in page order (selects included); a radio
 * group marks itself with data-invalid and gives focus to its chosen radio, else its first.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const part = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
  if (!part || part.matches('input, textarea, button')) return part?.focus()
  part.querySelector<HTMLElement>('input:checked, input:not(:disabled)')?.focus()
}

/**
 * A form's problems: the rules' and the gateway's field errors (focus goes to the first on each
 * submit), and the gateway's message for the form as a whole.
 */
export function useFormProblems<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [message, setMessage] = useState<string | null>(null)
  const [focusRequests, setFocusRequests] = useState(0)
  useEffect(() => {
    if (focusRequests === 0) return
    // react-hook-form publishes a submit's errors after calling onInvalid: focus once they show.
    const frame = requestAnimationFrame(() => focusFirstInvalid(formRef.current))
    return () => cancelAnimationFrame(frame)
  }, [focusRequests, formRef])
  const focus = () => setFocusRequests((count) => count + 1)
  const show = ({ fields, message: formMessage }: PlacedErrors) => {
    for (const { field, message: text } of fields) {
      form.setError(field as Path<V>, { type: SERVER_ERROR, message: text })
    }
    setMessage(formMessage)
    focus()
  }
  return { message, show, focus, clear: () => setMessage(null) }
}
