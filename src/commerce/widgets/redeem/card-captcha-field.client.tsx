'use client'

import type { RefObject } from 'react'

import type { CaptchaHandle } from '@/components/captcha/captcha.client'
import { CaptchaField } from '@/components/form/captcha-field.client'

import type { CardStepTexts } from './texts'
import type { useCardForm } from './use-card-form.client'

type Props = {
  id: string
  captchaRef: RefObject<CaptchaHandle | null>
  card: Pick<ReturnType<typeof useCardForm>, 'captchaMissing' | 'onCaptchaChange'>
  /** The form's texts, language and badge toggle, as its page passes them. */
  setup: { texts: CardStepTexts; locale: string; hideCaptchaBadge: boolean }
}

/** The captcha of a card's number and PIN (balance check, add extra card; spec §5). */
export function CardCaptchaField({ id, captchaRef, card, setup: { texts, ...setup } }: Props) {
  return (
    <CaptchaField
      id={`${id}-captcha`}
      captchaRef={captchaRef}
      language={setup.locale}
      texts={texts.captcha}
      hideBadge={setup.hideCaptchaBadge}
      missingText={card.captchaMissing ? texts.validation.captchaRequired : undefined}
      onChange={card.onCaptchaChange}
    />
  )
}
