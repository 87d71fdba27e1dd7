'use client'

import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { VoucherDataQuery } from '@/commerce/client/generated/graphql'
import { VoucherDataDocument } from '@/commerce/client/generated/documents/voucher-data'
import { gatewayRequest } from '@/commerce/client/request'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { linkClass } from '@/components/ui/link-styles'
import { FormError } from '@/components/form/form-error.client'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { CardNumberField, PinField } from '@/components/form/card-number-field.client'

import { CaptchaSubmit, useCaptchaGate } from './captcha-submit.client'
import { placeActivationErrors } from './form'
import type { ActivationTexts } from './texts'

type Card = NonNullable<VoucherDataQuery['giftcardInfo']['giftcard']>

export type VoucherDataProps = {
  texts: ActivationTexts
  /** The captcha's language. */
  language: string
  redeemHref: string
  hideCaptchaBadge: boolean
}

const resolver = lazyResolver(() => import('./rules').then((rules) => rules.voucherResolver))

/** A card's details once shown: never its number, only its last four digits. */
function CardDetails({
  card,
  setup: { texts: all, redeemHref },
  onAnother,
}: {
  card: Card
  setup: Pick<VoucherDataProps, 'texts' | 'redeemHref'>
  onAnother: () => void
}) {
  const texts = all.voucher
  const intl = useIntlLocale()
  const rows: [string, string][] = [
    [texts.card, `•••• ${card.lastFour}`],
    [texts.product, card.productTitle],
    [texts.balance, formatMoney(card.balance, intl)],
    [texts.validUntil, card.formattedExpiryDate],
  ]
  return (
    <section aria-live="polite" className="flex flex-col gap-4 rounded-xl border border-ink/25 p-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{texts.howToUse}</p>
      <div className="flex flex-wrap gap-4">
        {card.redeemable && (
          <a href={redeemHref} className={linkClass}>
            {texts.redeemLink}
          </a>
        )}
        <button type="button" onClick={onAnother} className={linkClass}>
          {texts.checkAnother}
        </button>
      </div>
    </section>
  )
}

/**
 * Voucher data (/donneescarte/): after the card's number and PIN and the captcha, what a holder
 * needs to know of it: balance, validity and how to use it. The gateway's card errors (unknown,
 * blocked, expired, PIN lock) come in the holder's words.
 */
export function VoucherData(props: VoucherDataProps) {
  const { texts } = props
  const id = useId()
  const caller = useGatewayCaller()
  const gate = useCaptchaGate()
  const t = texts.voucher
  const [card, setCard] = useState<Card | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({ defaultValues: { cardNumber: '', pin: '' }, resolver, mode: 'onTouched' })

  const send = async (values: { cardNumber: string; pin: string }) => {
    setMessage(null)
    const token = await gate.start()
    if (!token) return
    const answer = await gatewayRequest(
      VoucherDataDocument,
      { card: values, captchaToken: token },
      caller,
    )
      .then((data) => data.giftcardInfo)
      .catch(() => null)
    gate.finish()
    if (answer?.giftcard) return setCard(answer.giftcard)
    setMessage(
      placeActivationErrors(answer?.errors ?? [{ code: -1, message: '' }], t.generic).message ??
        t.generic,
    )
  }

  if (card) {
    const another = () => {
      setCard(null)
      form.reset()
    }
    return <CardDetails card={card} setup={props} onAnother={another} />
  }
  const errorOf = (field: 'cardNumber' | 'pin') => {
    const key = form.formState.errors[field]?.message
    return key ? (texts.validation[key] ?? t.generic) : undefined
  }
  return (
    <form {...gate.formProps(form.handleSubmit(send))} className="grid gap-5">
      <FormError
        errors={message ? [message] : []}
        onDismiss={() => setMessage(null)}
        dismissLabel={texts.activation.dismissError}
      />
      <CardNumberField
        id={`${id}-card`}
        label={t.cardNumber}
        registration={form.register('cardNumber')}
        error={errorOf('cardNumber')}
      />
      <PinField
        id={`${id}-pin`}
        label={t.pin}
        hint={t.pinHint}
        registration={form.register('pin')}
        error={errorOf('pin')}
      />
      <CaptchaSubmit id={id} gate={gate} setup={props} labels={t} />
    </form>
  )
}
