'use client'

import { type FormEvent, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { orderClickId } from '@/commerce/client/click-id'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { BillingFields } from '@/components/form/billing-fields.client'
import { DeliveryAddressFields } from '@/components/form/delivery-address-fields.client'
import { FormTermsField } from '@/components/form/form-terms-field.client'
import { FormAlert } from '@/components/form/form-alert'
import { FormFrame } from '@/components/form/form-frame.client'
import { primaryButtonClass } from '@/components/form/styles'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { fill } from '@/i18n/fill'
import { placeCheckoutErrors } from '@/commerce/widgets/checkout'
import { FIELD_PATHS } from '@/commerce/widgets/checkout'
import type { PaymentMethod } from '@/commerce/widgets/checkout'
import { PaymentFields } from '@/commerce/widgets/checkout'
import { type CheckoutTexts, paymentTexts } from '@/commerce/widgets/checkout'
import { blankCheckout, type CheckoutValues } from '@/commerce/widgets/checkout'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { placeRedeemOrder } from './calls.client'
import { placeRedeemOrderInput } from './checkout-input'
import { type RedeemCheckoutOutput, redeemCheckoutResolver } from './checkout-rules'
import { checkoutWithDetails, readRedeemDetails } from './identify/details'
import { needsPhysicalAddress } from './identify/redeem-flow'
import type { RedeemOrderView } from './shop-data'
import type { RedeemTexts } from './texts'

/** What the form shows from the checkout widget, loaded before its first render. */
export const loadFormParts = () => PaymentFields.load()

export type RedeemCheckoutFormProps = {
  texts: RedeemTexts
  checkoutTexts: CheckoutTexts
  locale: string
  storeCountry: string
  termsHref: string
  order: RedeemOrderView
  methods: readonly PaymentMethod[]
  /** The order is placed: to the payment page, or to the confirmation. */
  onPlaced: (placed: { orderUuid: string | null; redirectUrl: string | null }) => void
}

/** The details given before the checkout (guest order form, profile) fill the form once. */
function prefilledCheckout(storeCountry: string): CheckoutValues {
  const blank = blankCheckout(storeCountry)
  const details = readRedeemDetails()
  return details ? checkoutWithDetails(blank, details) : blank
}

/**
 * The redeem checkout's form (spec §2 /verifier-solde/paiement/): the holder's details, a
 * delivery address for posted cards, a payment method only when the cards do not pay it all,
 * the terms; placeRedeemOrder.
 */
export function RedeemCheckoutForm(props: RedeemCheckoutFormProps) {
  const { texts, checkoutTexts: ct, locale, order } = props
  const t = texts.checkout
  const id = useId()
  const caller = useGatewayCaller()
  const intl = useIntlLocale()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const mustPay = order.totals.amountToPay.value > 0
  const needsDeliveryAddress = needsPhysicalAddress(order)
  const [resolver] = useState(() => redeemCheckoutResolver(mustPay, needsDeliveryAddress))
  const [defaultValues] = useState(() => prefilledCheckout(props.storeCountry))
  const form = useForm<CheckoutValues, unknown, RedeemCheckoutOutput>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)
  const [busy, setBusy] = useState(false)

  const onValid = async (output: RedeemCheckoutOutput) => {
    if (busy) return
    setBusy(true)
    problems.clear()
    const input = placeRedeemOrderInput(output, { mustPay, needsDeliveryAddress }, orderClickId())
    const answer = await placeRedeemOrder(caller, input).catch(() => null)
    if (answer && answer.errors.length === 0) return props.onPlaced(answer)
    setBusy(false)
    problems.show(
      placeCheckoutErrors(
        answer?.errors ?? [{ code: -1, message: '', referencedRequestParameter: null }],
        {
          fields: FIELD_PATHS,
          payment: paymentTexts(ct),
          validation: (key) =>
            ct.fields.validation[key as keyof typeof ct.fields.validation] ?? ct.paymentGeneric,
          account: () => ct.fields.errors.generic,
        },
      ),
    )
  }
  const submit = (event: FormEvent) => form.handleSubmit(onValid, problems.focus)(event)
  const amount = formatMoney(order.totals.amountToPay, intl)

  return (
    <FormFrame
      form={form}
      parts={{ id, texts: ct.fields, locale }}
      formRef={formRef}
      onSubmit={submit}
      aria-label={t.title}
      className="flex flex-col gap-6"
    >
      <FormAlert message={problems.message} />
      <BillingFields texts={ct} legend={t.detailsLegend} />
      {needsDeliveryAddress && (
        <DeliveryAddressFields
          texts={ct.fields}
          legend={t.deliveryLegend}
          sameLabel={t.sameAsBilling}
        />
      )}
      {mustPay ? (
        <PaymentFields
          texts={ct}
          methods={props.methods}
          termsHref={props.termsHref}
          offerSubscription={false}
          onMethodChosen={() => {}}
        />
      ) : (
        <FormTermsField template={ct.terms} linkLabel={ct.termsLink} href={props.termsHref} />
      )}
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        className={`${primaryButtonClass} w-full`}
      >
        {busy ? t.placing : mustPay ? fill(t.placeAndPay, { amount }) : t.place}
      </button>
      <p role="status" className="sr-only">
        {busy ? t.placing : ''}
      </p>
    </FormFrame>
  )
}
