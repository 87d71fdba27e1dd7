'use client'

import { useState } from 'react'

import type { Answer } from '@/components/form/use-gateway-submit.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'

import { authResolver, loadAuthRules } from './resolvers'
import type { AuthTexts } from './texts'
import { usePrefillEmail } from './use-prefill.client'

/**
 * An auth form of one e-mail behind the captcha (identify, forgot password), prefilled with the
 * e-mail last typed in another auth form.
 */
export function useEmailForm<A extends Answer>(
  rules: 'identifyResolver' | 'forgotPasswordResolver',
  texts: Pick<AuthTexts, 'form'>,
  send: (email: string, captchaToken: string) => Promise<A>,
  onSuccess: (answer: A, email: string) => void,
) {
  const [resolver] = useState(() => authResolver(rules))
  const frame = useCaptchaForm({
    defaultValues: { email: '' },
    resolver,
    prepare: loadAuthRules,
    texts: texts.form,
    fields: ['email'],
    send: ({ email }, captchaToken) => send(email, captchaToken ?? ''),
    onSuccess: (answer, { email }) => onSuccess(answer, email),
  })
  usePrefillEmail(frame.form)
  return frame
}
