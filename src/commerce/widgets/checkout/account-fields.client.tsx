'use client'

import { type RefObject, useId } from 'react'

import { FormNewPasswordFields } from '@/components/form/form-new-password-fields.client'
import { CaptchaField } from '@/components/form/captcha-field.client'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'

import { useLaterTexts } from './later-texts.client'
import type { CheckoutFormTexts } from './texts'

export type AccountFieldsProps = {
  texts: CheckoutFormTexts
  language: string
  hideCaptchaBadge: boolean
  captchaRef: RefObject<CaptchaHandle | null>
  captchaMissing: string | undefined
  onCaptchaChange: (token: string | null) => void
}

/**
 * 'Créer un compte' while ordering (spec §6): a password twice and the captcha createAccount
 * needs. Loaded when the guest ticks the option, not with the checkout; its words are the later
 * parts' (it waits for them, and says so if they did not come: unticked and ticked, it asks again).
 */
export default function AccountFields({
  texts,
  captchaRef,
  captchaMissing,
  ...rest
}: AccountFieldsProps) {
  const id = useId()
  const later = useLaterTexts(rest.language)
  if (!later) return <p role="alert">{texts.loadFailed}</p>
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormNewPasswordFields
        name="createAccount.password"
        label={later.password}
        hint={later.passwordHint}
        confirmationLabel={later.passwordConfirmation}
      />
      <div className="sm:col-span-2">
        <CaptchaField
          id={`${id}-captcha`}
          captchaRef={captchaRef}
          language={rest.language}
          texts={later.captcha}
          hideBadge={rest.hideCaptchaBadge}
          missingText={captchaMissing}
          onChange={rest.onCaptchaChange}
        />
      </div>
    </div>
  )
}
