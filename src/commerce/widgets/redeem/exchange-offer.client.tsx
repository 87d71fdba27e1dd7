'use client'

import { type RefObject, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { FormError } from '@/components/form/form-error.client'
import { primaryButtonClass } from '@/components/form/compact-styles'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'

import { addGiftcardPayment } from './calls.client'
import { leaveFlowTo } from './leave'
import type { CardCredentials } from './rules'
import type { RedeemTexts } from './texts'
import { storeRedeemToken } from './token'
import { captchaToken } from './use-card-form.client'

type Props = {
  credentials: CardCredentials
  captcha: RefObject<CaptchaHandle | null>
  texts: RedeemTexts['balance']
  /** The redeem shop (/verifier-solde/resultat/). */
  shopHref: string
}

/**
 * Under a checked card: 'Échanger' adds it to a redeem session (addGiftcardPayment), keeps the
 * token in this tab and opens the redeem shop.
 */
export function ExchangeOffer({ credentials, captcha, texts: t, shopHref }: Props) {
  const caller = useGatewayCaller()
  const [exchanging, setExchanging] = useState(false)
  const [exchangeError, setExchangeError] = useState<string | null>(null)

  async function exchange() {
    if (exchanging) return
    setExchanging(true)
    setExchangeError(null)
    const token = await captchaToken(captcha)
    const answer = token
      ? await addGiftcardPayment(caller, credentials, token).catch(() => null)
      : null
    captcha.current?.reset()
    const errors = answer?.errors ?? []
    // The card is in this tab's session already: the holder came back to the first step.
    const inSession = errors[0]?.code === cardErrorCodes.alreadyAdded && caller.userData.redeemToken
    if (answer && (errors.length === 0 || inSession)) {
      if (answer.redeemToken) storeRedeemToken(answer.redeemToken)
      return leaveFlowTo(shopHref)
    }
    setExchanging(false)
    setExchangeError(errors[0]?.message || t.genericError)
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-ink/15 p-5">
      <p>{t.exchangeHint}</p>
      <FormError
        errors={exchangeError ? [exchangeError] : []}
        onDismiss={() => setExchangeError(null)}
        dismissLabel={t.dismissError}
      />
      <button
        type="button"
        onClick={() => void exchange()}
        aria-disabled={exchanging || undefined}
        className={`${primaryButtonClass} self-start`}
      >
        {exchanging ? t.exchanging : t.exchange}
      </button>
    </div>
  )
}
