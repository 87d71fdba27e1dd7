'use client'

import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { focusFirstInvalid } from '@/components/form/focus'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'

import { cardFormErrors } from './card-errors'
import type { CardValues } from './card-fields.client'
import { lazyCardResolver, loadCardRules } from './card-resolver'
import type { CardCredentials } from './rules'
import { type CardStepTexts, ruleText } from './texts'

type Answer = { errors: readonly GatewayErrorData[] }

/**
 * The captcha's token for a request. A submit right after the first focus may ask while the
 * widget's own first verification starts, and that ask fails: asked again, it waits for that one.
 */
export async function captchaToken(
  captcha: RefObject<CaptchaHandle | null>,
): Promise<string | null> {
  return (await captcha.current?.token()) ?? (await captcha.current?.token()) ?? null
}

/**
 * A card form (balance check, add extra card): the rules first, then the captcha's token (spec
 * §5: no token, no request), then the call; errors go on their field or on top of the form. It
 * holds the form's and the captcha's refs, which the caller hands to its form and captcha field.
 */
export function useCardForm<A extends Answer>({
  texts,
  send,
  onSuccess,
}: {
  texts: CardStepTexts
  send: (card: CardCredentials, captchaToken: string) => Promise<A>
  onSuccess: (answer: A, card: CardCredentials) => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const form = useForm<CardValues, unknown, CardCredentials>({
    defaultValues: { cardNumber: '', pin: '' },
    resolver: lazyCardResolver,
    mode: 'onSubmit',
    shouldFocusError: false,
  })
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [captchaMissing, setCaptchaMissing] = useState(false)
  const focusWanted = useRef(false)
  useLayoutEffect(() => {
    if (!focusWanted.current) return
    focusWanted.current = false
    focusFirstInvalid(formRef.current)
  })

  const sendValid = async (card: CardCredentials) => {
    setFormError(null)
    const token = await captchaToken(captcha)
    if (!token) {
      setCaptchaMissing(true)
      captcha.current?.focus()
      return
    }
    const answer = await send(card, token).catch(() => null)
    // A token serves one request.
    captcha.current?.reset()
    if (answer && answer.errors.length === 0) return onSuccess(answer, card)
    const sorted = cardFormErrors(
      answer?.errors ?? [{ code: -1, message: '' }],
      texts.balance.genericError,
    )
    for (const [field, message] of Object.entries(sorted.fields)) {
      form.setError(field as keyof CardValues, { type: 'server', message })
    }
    setFormError(sorted.form)
    if (!sorted.form) focusWanted.current = true
  }

  return {
    form,
    formRef,
    captcha,
    busy,
    formError,
    dismissError: () => setFormError(null),
    captchaMissing,
    onCaptchaChange: (token: string | null) => token && setCaptchaMissing(false),
    prepare: () => {
      captcha.current?.prepare()
      void loadCardRules()
    },
    onSubmit: async (event: FormEvent) => {
      if (busy) return event.preventDefault()
      setBusy(true)
      await form.handleSubmit(sendValid, () => {
        focusWanted.current = true
      })(event)
      setBusy(false)
    },
    /** The field's error in the holder's words: the gateway's, or the rule's key translated. */
    errorOf: (field: keyof CardValues) => {
      const error = form.formState.errors[field]
      if (!error) return undefined
      return error.type === 'server' ? error.message : ruleText(texts, error.message)
    },
  }
}
