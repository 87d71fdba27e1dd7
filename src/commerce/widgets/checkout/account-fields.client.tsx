'use client'

import { type RefObject, useId } from 'react'

import { FormNewPasswordFields } from '@/components/form/form-new-password-fields.client'
import { CaptchaField } from '@/components/form/captcha-field.client'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'

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
 * needs. Loaded when the guest ticks the option, not with the checkout.
 */
export default function AccountFields({
  texts,
  captchaRef,
  captchaMissing,
  ...rest
}: AccountFieldsProps) {
  const id = useId()
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormNewPasswordFields
        name="createAccount.password"
        label={texts.password}
        hint={texts.passwordHint}
        confirmationLabel={texts.passwordConfirmation}
      />
      <div className="sm:col-span-2">
        <CaptchaField
          id={`${id}-captcha`}
          captchaRef={captchaRef}
          language={rest.language}
          texts={texts.captcha}
          hideBadge={rest.hideCaptchaBadge}
          missingText={captchaMissing}
          onChange={rest.onCaptchaChange}
        />
      </div>
    </div>
  )
}
