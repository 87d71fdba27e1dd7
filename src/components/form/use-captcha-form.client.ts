'use client'

import { type RefObject, useId, useRef } from 'react'
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  useForm,
} from 'react-hook-form'

import type { CaptchaHandle } from '@/components/captcha/captcha.client'

import {
  type Answer,
  type GatewaySubmitOptions,
  useGatewaySubmit,
} from './use-gateway-submit.client'

type Options<V extends FieldValues, O, A extends Answer> = Omit<
  GatewaySubmitOptions<V, O, A>,
  'form' | 'formRef' | 'captcha'
> & {
  defaultValues: DefaultValues<V>
  resolver: Resolver<V, unknown, O>
  /** Loads the form's rules ahead of the first check, when the form is first focused. */
  prepare?: () => unknown
  /** The redeem session stands for the captcha: the form sends without one. */
  withoutCaptcha?: boolean
}

/**
 * The skeleton of a form sent to the gateway behind a captcha (auth, doubler, quote forms):
 * react-hook-form checked on touch, focus handled by the submit (first invalid field in page
 * order), the captcha's token fetched on submit. `field(name)` gives a TextField its id,
 * registration and error.
 */
export function useCaptchaForm<V extends FieldValues, O, A extends Answer>({
  defaultValues,
  resolver,
  prepare,
  withoutCaptcha = false,
  ...submitOptions
}: Options<V, O, A>) {
  const id = useId()
  const captcha = useRef<CaptchaHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<V, unknown, O>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const submit = useGatewaySubmit({
    ...submitOptions,
    form,
    formRef,
    captcha: withoutCaptcha ? undefined : captcha,
  })
  const field = (name: FieldPath<V>) => ({
    id: `${id}-${name.replaceAll('.', '-')}`,
    registration: form.register(name),
    error: submit.errorOf(get(form.formState.errors, name)),
  })
  return { id, form, formRef, captcha, submit, field, prepare, withoutCaptcha }
}

/** What useCaptchaForm gives the form's frame. */
export type CaptchaFormFrame = {
  id: string
  formRef: RefObject<HTMLFormElement | null>
  captcha: RefObject<CaptchaHandle | null>
  submit: ReturnType<typeof useGatewaySubmit>
  prepare?: () => unknown
  withoutCaptcha: boolean
}
