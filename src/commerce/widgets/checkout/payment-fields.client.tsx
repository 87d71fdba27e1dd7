'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { FormTermsField } from '@/components/form/form-terms-field.client'
import { useFieldError } from '@/components/form/form-parts.client'
import { SelectField } from '@/components/form/select-field.client'
import { legendClass } from '@/components/form/styles'
import { TextField } from '@/components/form/form-text-field.client'
import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { FieldMessage } from '@/components/form/field-message'
import { type PaymentKind, PaymentLogo } from '@/components/footer/payment-logos'

import type { PaymentMethod } from './order'
import type { CheckoutTexts } from './texts'
import type { CheckoutValues } from './values'

const LOGO_KINDS = new Set<string>([
  'adyenEPS',
  'amex',
  'bancontact',
  'belfius',
  'carteBancaire',
  'ideal',
  'invoice',
  'kbccbc',
  'mastercard',
  'paypal',
  'secure',
  'visa',
])

const choiceClass =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-ink/25 px-4 py-2 ' +
  'hover:border-ink has-checked:border-ink has-checked:bg-muted has-checked:ring-2 has-checked:ring-ink ' +
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent'

/** The words of the payment step: the checkout's and the redeem checkout's give them. */
type PaymentTexts = Pick<
  CheckoutTexts,
  | 'methodsLegend'
  | 'bank'
  | 'bankPlaceholder'
  | 'blikCode'
  | 'blikHint'
  | 'mbwayPhone'
  | 'mbwayHint'
  | 'terms'
  | 'termsLink'
  | 'subscribed'
>

type Props = {
  texts: PaymentTexts
  methods: readonly PaymentMethod[]
  termsHref: string
  /** The guest may subscribe; a customer's choice lives in the account. */
  offerSubscription: boolean
  onMethodChosen: (method: string) => void
}

/** The methods as a native radio group (arrow keys, one tab stop), each with its logos. */
function Methods({
  texts,
  methods,
  onMethodChosen,
}: Pick<Props, 'texts' | 'methods' | 'onMethodChosen'>) {
  const { register } = useFormContext<CheckoutValues>()
  const { id, error } = useFieldError('paymentMethod')
  const field = register('paymentMethod', {
    onChange: (event) => onMethodChosen(String(event.target.value)),
  })
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>{texts.methodsLegend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {methods.map((method) => (
          <label key={method.id} className={choiceClass}>
            <input
              type="radio"
              value={method.id}
              {...field}
              className="size-4 shrink-0 accent-brand"
            />
            <span className="flex-1 font-medium">{method.title}</span>
            <span className="flex gap-1" aria-hidden="true">
              {method.logos
                .filter((logo) => LOGO_KINDS.has(logo))
                .map((logo) => (
                  <PaymentLogo key={logo} kind={logo as PaymentKind} name="" />
                ))}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} text={error} />
    </fieldset>
  )
}

/** Step 3 (spec §2 'Paiement'): the method and what it needs, the terms. */
export function PaymentFields({
  texts,
  methods,
  termsHref,
  offerSubscription,
  onMethodChosen,
}: Props) {
  const chosen = useWatch<CheckoutValues>({ name: 'paymentMethod' })
  const method = methods.find((candidate) => candidate.id === chosen)
  const banks = method?.banks.map((bank) => ({ value: bank.id, label: bank.issuer })) ?? []
  return (
    <>
      <Methods texts={texts} methods={methods} onMethodChosen={onMethodChosen} />
      {banks.length > 0 && (
        <SelectField
          name="paymentDetails.bankId"
          label={texts.bank}
          options={banks}
          placeholder={texts.bankPlaceholder}
        />
      )}
      {chosen === 'blik' && (
        <TextField
          name="paymentDetails.blikCode"
          label={texts.blikCode}
          hint={texts.blikHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      )}
      {chosen === 'mbway' && (
        <TextField
          name="paymentDetails.mbwayPhone"
          label={texts.mbwayPhone}
          hint={texts.mbwayHint}
          type="tel"
          inputMode="tel"
        />
      )}
      <FormTermsField template={texts.terms} linkLabel={texts.termsLink} href={termsHref} />
      {offerSubscription && <CheckboxField name="subscribed" label={texts.subscribed} />}
    </>
  )
}
