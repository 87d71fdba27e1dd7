'use client'

import { useQuery } from '@tanstack/react-query'
import { useId, useState, useSyncExternalStore } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { orderClickId } from '@/commerce/client/click-id'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { ActivationOptionsDocument } from '@/commerce/client/generated/documents/activation-options'
import { CreateActivationOrderDocument } from '@/commerce/client/generated/documents/create-activation-order'
import { gatewayRequest } from '@/commerce/client/request'
import type { ActivationInput } from '@/commerce/domain/activation/activation-input'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { TermsField } from '@/components/form/terms-field.client'
import { FormError } from '@/components/form/form-error.client'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { CardNumberField } from '@/components/form/card-number-field.client'
import { EmailField } from '@/components/form/email-field.client'

import { AmountField } from './amount-field.client'
import { CaptchaSubmit, useCaptchaGate } from './captcha-submit.client'
import { type ActivationField, emptyActivationForm, placeActivationErrors, ruleText } from './form'
import { PaymentChoice } from './payment-choice.client'
import type { ActivationFormTexts } from './texts'

export type ActivationFormProps = {
  texts: ActivationFormTexts
  /** The captcha's language. */
  language: string
  termsHref: string
  hideCaptchaBadge: boolean
  /** Where the payer goes: the provider's page (a full navigation). */
  navigate?: (url: string) => void
}

const resolver = lazyResolver(() => import('./rules').then((rules) => rules.activationResolver))
const noSubscribe = () => () => {}
const readReturnError = () => new URLSearchParams(window.location.search).get('error')

/**
 * The activation form (/activer/, spec §1, §5): the card's 19 digits, the amount, the e-mail
 * twice, the payment method and the terms, behind the captcha. Back from a failed payment
 * (`?error=`), it says the card was not loaded.
 */
export function ActivationForm(props: ActivationFormProps) {
  const { texts, termsHref, navigate = (url) => window.location.assign(url) } = props
  const id = useId()
  const caller = useGatewayCaller()
  const intl = useIntlLocale()
  const gate = useCaptchaGate()
  const t = texts.activation
  const returned = useSyncExternalStore(noSubscribe, readReturnError, () => null)
  const [message, setMessage] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState(false)
  const options = useQuery({
    queryKey: ['activationOptions', caller.userData.language],
    queryFn: () => gatewayRequest(ActivationOptionsDocument, {}, caller),
    select: (data) => data.activationOptions.options,
  })
  const form = useForm({ defaultValues: emptyActivationForm, resolver, mode: 'onTouched' })

  if (options.isPending) return <p role="status">{t.loading}</p>
  if (!options.data) return <p role="alert">{t.optionsFailed}</p>
  const money = (value: { currency: string; value: number }) => formatMoney(value, intl)
  const bounds = { min: money(options.data.minAmount), max: money(options.data.maxAmount) }
  const { errors } = form.formState
  const errorOf = (field: ActivationField) => {
    const error = errors[field]
    if (!error) return undefined
    return error.type === 'server'
      ? error.message
      : ruleText(error.message, texts.validation, bounds, t.generic)
  }

  const send = async (values: ActivationInput) => {
    setMessage(null)
    const token = await gate.start()
    if (!token) return
    const answer = await gatewayRequest(
      CreateActivationOrderDocument,
      { input: { ...values, clickId: orderClickId() }, captchaToken: token },
      caller,
    )
      .then((data) => data.createActivationOrder)
      .catch(() => null)
    if (answer?.redirectUrl && answer.errors.length === 0) return navigate(answer.redirectUrl)
    gate.finish()
    const placed = placeActivationErrors(answer?.errors ?? [{ code: -1, message: '' }], t.generic)
    placed.fields.forEach(([field, text]) =>
      form.setError(field, { type: 'server', message: text }),
    )
    setMessage(placed.message)
  }

  const shownMessage = message ?? (returned && !dismissed ? texts.errors.paymentFailure : null)
  return (
    <FormProvider {...form}>
      <form {...gate.formProps(form.handleSubmit(send))} className="grid gap-6">
        <FormError
          errors={shownMessage ? [shownMessage] : []}
          onDismiss={() => {
            setMessage(null)
            setDismissed(true)
          }}
          dismissLabel={t.dismissError}
        />
        <CardNumberField
          id={`${id}-card`}
          label={t.cardNumber}
          hint={t.cardNumberHint}
          registration={form.register('cardNumber')}
          error={errorOf('cardNumber')}
        />
        <AmountField
          id={`${id}-amount`}
          amounts={options.data.fixedAmounts}
          texts={{
            legend: t.amountLegend,
            other: t.otherAmount,
            hint: t.amountHint.replace('{min}', bounds.min).replace('{max}', bounds.max),
          }}
          error={errorOf('amountChoice')}
        />
        <EmailField
          id={`${id}-email`}
          label={t.email}
          hint={t.emailHint}
          registration={form.register('email')}
          error={errorOf('email')}
        />
        <EmailField
          id={`${id}-email-confirmation`}
          label={t.emailConfirmation}
          autoComplete="off"
          registration={form.register('emailConfirmation')}
          error={errorOf('emailConfirmation')}
        />
        <PaymentChoice
          id={`${id}-method`}
          methods={options.data.paymentMethods}
          legend={t.methodsLegend}
          error={errorOf('paymentMethod')}
          bankError={errorOf('bankId')}
        />
        <TermsField
          id={`${id}-terms`}
          registration={form.register('termsAccepted')}
          error={errorOf('termsAccepted')}
          template={t.terms}
          linkLabel={t.termsLink}
          href={termsHref}
        />
        <CaptchaSubmit id={id} gate={gate} setup={props} labels={t} />
      </form>
    </FormProvider>
  )
}
