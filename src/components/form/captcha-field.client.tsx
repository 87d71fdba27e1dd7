'use client'

import type { RefObject } from 'react'

import { FieldMessage } from '@/components/form/field-message'
import { Captcha, type CaptchaHandle } from '@/components/captcha/captcha.client'
import type { CaptchaTexts } from '@/components/captcha/types'

type Props = {
  id: string
  captchaRef: RefObject<CaptchaHandle | null>
  language: string
  texts: CaptchaTexts
  hideBadge: boolean
  /** The form was sent without a token: 'captchaRequired' shows. */
  missingText: string | undefined
  onChange: (token: string | null) => void
}

/** The captcha of an account form with its error (spec §5: no token, no request). */
export function CaptchaField({ id, captchaRef, missingText, ...captcha }: Props) {
  return (
    <div>
      <Captcha
        ref={captchaRef}
        {...captcha}
        errorId={`${id}-error`}
        invalid={Boolean(missingText)}
      />
      <FieldMessage id={`${id}-error`} text={missingText} />
    </div>
  )
}
