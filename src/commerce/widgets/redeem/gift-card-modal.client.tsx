'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { formatMoney, toCents, toUnits } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { REDEEM_CARD_CAP, splitRedeemAmount } from '@/commerce/domain/redeem/redeem-rules'
import { fill } from '@/i18n/fill'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { addRedeemPackage, useRedeemRefresh } from './calls.client'
import { DeliveryChoice } from './delivery-choice.client'
import { GIFT_CARD_MODAL } from './ids'
import { redeemErrorText } from './redeem-errors'
import { amountBounds, type RedeemChoice, redeemChoiceSchema } from './rules'
import type { RedeemProduct } from './shop-data'
import { ruleText, type RedeemTexts } from './texts'

type Money = { currency: string; value: number }

export type GiftCardModalProps = {
  texts: RedeemTexts
  products: readonly RedeemProduct[]
  /** What is left on the cards: the amount offered first when the product allows it. */
  remaining: Money | null
}

type Values = { amount: string; deliveryType: RedeemChoice['deliveryType'] }

/** The amount offered first: what is left, within the product's bounds, else its minimum. */
const suggestedEuros = (remaining: Money | null, bounds: { min: number; max: number }) => {
  const left = remaining?.value ?? 0
  const cents = left >= bounds.min ? Math.min(left, bounds.max) : bounds.min
  return String(Math.floor(toUnits(cents)))
}

/**
 * Spec §2 gift card modal: an amount between the product's bounds (split into cards of at most
 * 150 EUR, said above the field) and a digital or physical card; addRedeemPackage per card amount.
 */
export default function GiftCardModal({ texts, products, remaining }: GiftCardModalProps) {
  const id = useId()
  const t = texts.redeem
  const caller = useGatewayCaller()
  const refresh = useRedeemRefresh()
  const productId = useOpenModal()?.payload.productId
  const product = products.find((candidate) => candidate.id === productId)
  const bounds = amountBounds(product?.redeemData)
  const [resolver] = useState(() => zodResolver(redeemChoiceSchema(bounds)))
  const form = useForm<Values, unknown, RedeemChoice>({
    defaultValues: { amount: suggestedEuros(remaining, bounds), deliveryType: 'DIGITAL' },
    resolver,
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const typed = toCents(Number(useWatch({ control: form.control, name: 'amount' })))
  const cards = splitRedeemAmount(Number.isInteger(typed) ? typed : 0, bounds.min).reduce(
    (sum, group) => sum + group.qty,
    0,
  )
  const money = useIntlLocale()
  const currency = remaining?.currency ?? 'EUR'
  const range = {
    min: formatMoney({ currency, value: bounds.min }, money),
    max: formatMoney({ currency, value: bounds.max }, money),
  }
  if (!product) return null
  const title = product.redeemData?.title || product.title

  const onValid = async (choice: RedeemChoice) => {
    setBusy(true)
    setError(null)
    // The gateway splits an amount above 150 € into cards itself.
    const answer = await addRedeemPackage(caller, {
      productId: product.id,
      deliveryType: choice.deliveryType,
      amount: choice.amount,
      qty: 1,
    }).catch(() => null)
    await refresh()
    if (answer && answer.errors.length === 0) return closeModal(GIFT_CARD_MODAL)
    setBusy(false)
    setError(redeemErrorText(answer?.errors, texts.balance.genericError))
  }
  const amountError = form.formState.errors.amount?.message
  return (
    <Modal
      id={GIFT_CARD_MODAL}
      title={title}
      description={product.redeemData?.description ?? undefined}
      closeLabel={texts.close}
      actions={
        <SubmitButton form={`${id}-form`} busy={busy} busyLabel={t.adding}>
          {t.add}
        </SubmitButton>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        className="grid gap-5"
      >
        <FormError
          errors={error ? [error] : []}
          onDismiss={() => setError(null)}
          dismissLabel={texts.balance.dismissError}
        />
        {typed > REDEEM_CARD_CAP && cards > 1 && (
          <p className="rounded-lg bg-muted p-3 text-sm" role="status">
            {fill(t.splitNote, { count: cards })}
          </p>
        )}
        <TextField
          id={`${id}-amount`}
          label={t.amount}
          hint={fill(t.amountHint, range)}
          inputMode="numeric"
          registration={form.register('amount')}
          error={amountError && fill(ruleText(texts, amountError), range)}
        />
        <DeliveryChoice
          legend={t.deliveryType}
          options={[
            { value: 'DIGITAL', label: t.digital },
            { value: 'PHYSICAL', label: t.physical },
          ]}
          registration={form.register('deliveryType')}
        />
      </form>
    </Modal>
  )
}
