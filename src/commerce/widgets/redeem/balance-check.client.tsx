'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'

import { BalanceResult, type GiftcardView } from './balance-result'
import { giftcardInfo } from './calls.client'
import { CardCaptchaField } from './card-captcha-field.client'
import { CardFields } from './card-fields.client'
import { CardNumberHelp } from './card-number-help.client'
import { ExchangeOffer } from './exchange-offer.client'
import { CardNumberModal } from './modal-hosts.client'
import type { CardCredentials } from './rules'
import type { CardStepTexts } from './texts'
import { useCardForm } from './use-card-form.client'
import { useLinksToForm } from './use-links-to-form.client'

type Props = {
  texts: CardStepTexts
  locale: string
  hideCaptchaBadge: boolean
  /** The redeem shop (/verifier-solde/resultat/). */
  shopHref: string
}

type Checked = { card: GiftcardView; credentials: CardCredentials }

/**
 * /verifier-solde/ (spec §2): number, PIN and captcha give the card's balance, expiry and recent
 * movements, and the offer to exchange it; the card number modal says where number and PIN are.
 */
export function BalanceCheck({ texts, locale, hideCaptchaBadge, shopHref }: Props) {
  const id = useId()
  const caller = useGatewayCaller()
  const [checked, setChecked] = useState<Checked | null>(null)
  const t = texts.balance
  const card = useCardForm({
    texts,
    send: (credentials, token) => giftcardInfo(caller, credentials, token),
    onSuccess: (answer, credentials) =>
      answer.giftcard && setChecked({ card: answer.giftcard, credentials }),
  })
  const { formRef, captcha } = card
  useLinksToForm(formRef)
  // The answer takes the focus and the top of the screen: on a phone it arrives below the fold.
  const resultRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!checked) return
    resultRef.current?.scrollIntoView({ block: 'start' })
    resultRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }, [checked])
  // A new check puts the last card's balance and movements away (a wrong PIN left them shown).
  const onSubmit: typeof card.onSubmit = (event) => {
    setChecked(null)
    return card.onSubmit(event)
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
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
        <CardFields
          id={id}
          form={card.form}
          texts={t}
          errorOf={card.errorOf}
          help={<CardNumberHelp label={texts.modals.cardNumberHelp} />}
        />
        <CardCaptchaField
          id={id}
          captchaRef={captcha}
          card={card}
          setup={{ texts, locale, hideCaptchaBadge }}
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

            headingId={`${id}-result`}
          />
          {checked.card.redeemable ? (
            <ExchangeOffer
              credentials={checked.credentials}
              captcha={captcha}
              texts={t}
              shopHref={shopHref}
            />
          ) : (
            <p className="rounded-2xl bg-muted p-5">{t.notRedeemable}</p>
          )}
        </div>
      )}
      <CardNumberModal texts={texts} />
    </div>
  )
}
