'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { CaptchaField } from '@/commerce/widgets/Account/fields/CaptchaField.client'
import { FormError } from '@/commerce/widgets/Account/fields/FormError.client'
import { SubmitButton } from '@/commerce/widgets/Account/fields/SubmitButton.client'
import { primaryButtonClass } from '@/commerce/widgets/Configurator/styles'
import type { CaptchaHandle } from '@/components/captcha/Captcha.client'

import { BalanceResult, type GiftcardView } from './BalanceResult'
import { addGiftcardPayment, giftcardInfo } from './calls'
import { CardFields } from './CardFields.client'
import { leaveFlowTo } from './leave'
import type { CardCredentials } from './rules'
import type { RedeemTexts } from './texts'
import { storeRedeemToken } from './token'
import { captchaToken, useCardForm } from './use-card-form'

type Props = {
  texts: RedeemTexts
  locale: string
  hideCaptchaBadge: boolean
  /** The redeem shop (/verifier-solde/resultat/). */
  shopHref: string
}

type Checked = { card: GiftcardView; credentials: CardCredentials }

/**
 * /verifier-solde/ (spec §2): number, PIN and captcha give the card's balance, expiry and recent
 * movements; 'Échanger' adds the card to a redeem session (addGiftcardPayment), keeps the token
 * in this tab and opens the redeem shop.
 */
export function BalanceCheck({ texts, locale, hideCaptchaBadge, shopHref }: Props) {
  const id = useId()
  const caller = useGatewayCaller()
  const [checked, setChecked] = useState<Checked | null>(null)
  const [exchanging, setExchanging] = useState(false)
  const [exchangeError, setExchangeError] = useState<string | null>(null)
  const t = texts.balance
  const formRef = useRef<HTMLFormElement>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const card = useCardForm({
    texts,
    formRef,
    captcha,
    send: (credentials, token) => giftcardInfo(caller, credentials, token),
    onSuccess: (answer, credentials) =>
      answer.giftcard && setChecked({ card: answer.giftcard, credentials }),
  })
  const resultRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (checked) resultRef.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [checked])

  async function exchange() {
    if (!checked || exchanging) return
    setExchanging(true)
    setExchangeError(null)
    const token = await captchaToken(captcha)
    const answer = token
      ? await addGiftcardPayment(caller, checked.credentials, token).catch(() => null)
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
    <div className="flex flex-col gap-8">
      <form
        ref={formRef}
        noValidate
        onSubmit={card.onSubmit}
        onFocus={card.prepare}
        aria-label={t.title}
        className="grid gap-5"
      >
        <p>{t.intro}</p>
        <FormError
          errors={card.formError ? [card.formError] : []}
          onDismiss={card.dismissError}
          dismissLabel={t.dismissError}
        />
        <CardFields id={id} form={card.form} texts={t} errorOf={card.errorOf} />
        <CaptchaField
          id={`${id}-captcha`}
          captchaRef={captcha}
          language={locale}
          texts={texts.captcha}
          hideBadge={hideCaptchaBadge}
          missingText={card.captchaMissing ? texts.validation.captchaRequired : undefined}
          onChange={card.onCaptchaChange}
        />
        <div>
          <SubmitButton busy={card.busy} busyLabel={t.checking}>
            {t.submit}
          </SubmitButton>
        </div>
      </form>
      {checked && (
        <div ref={resultRef} className="flex flex-col gap-5" data-testid="balance-result">
          <BalanceResult
            card={checked.card}
            texts={texts}
            locale={locale}
            headingId={`${id}-result`}
          />
          {checked.card.redeemable ? (
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
          ) : (
            <p className="rounded-2xl bg-muted p-5">{t.notRedeemable}</p>
          )}
        </div>
      )}
    </div>
  )
}
