'use client'

import { Suspense } from 'react'

import { paymentReturnText } from './errors'
import { useLaterTexts } from './later-texts.client'
import { PaymentReturnAlert } from './payment-return-alert'
import { paymentTexts } from './texts'

type Props = { code: string; locale: string; generic: string }

/**
 * Why the payer is back (`?error=`, spec §8), once the words of a failed payment came with the
 * later texts (later-texts.ts); the generic text if they did not.
 */
export function PaymentReturn(props: Props) {
  return (
    <Suspense fallback={null}>
      <Message {...props} />
    </Suspense>
  )
}

function Message({ code, locale, generic }: Props) {
  const later = useLaterTexts(locale)
  const message = paymentReturnText(code, paymentTexts({ ...later, paymentGeneric: generic }))
  return message && <PaymentReturnAlert message={message} />
}
