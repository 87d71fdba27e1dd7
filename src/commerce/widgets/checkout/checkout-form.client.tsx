'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { orderClickId } from '@/commerce/client/click-id'
import { announceSessionChange } from '@/commerce/client/session-hint'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { FormAlert } from '@/components/form/form-alert'
import { FormFrame } from '@/components/form/form-frame.client'
import { loadSelect } from '@/components/form/select-code.client'
import { primaryButtonClass } from '@/components/form/styles'
import { ReadyButton } from '@/components/form/ready-button.client'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import type { AccountUser } from '@/commerce/client/customer'
import { fill } from '@/i18n/fill'
import type { CartOrder } from '@/commerce/client/cart-order'
import { pushEvent } from '@/components/analytics/data-layer'
import type { CaptchaHandle } from '@/components/captcha/captcha.client'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'

import { addPaymentInfoEvent } from './analytics'
import { goToPayment, placeOrder } from './calls.client'
import { DetailsFields } from './details-fields.client'
import { placeCheckoutErrors } from './errors'
import type { LaterTexts } from './later-texts'
import { askLaterTexts, withLaterTexts } from './later-texts.client'
import { type CheckoutInfo, registeredMailImposed } from './order'
import { PaymentFields } from './payment-fields-on-demand.client'
import { lazyCheckoutResolver, loadRules } from './resolver'
import type { CheckoutOutput } from './rules'
import { ShippingFields } from './shipping-fields-on-demand.client'
import { StepSection } from './step-section'
import { detailsSummary, shippingSummary } from './step-summaries'
import {
  continueFrom,
  editStep,
  firstStep,
  firstStepOf,
  type Step,
  stepFields,
  stepStatus,
} from './steps'
import { saveCheckout } from './storage'
import { useTypedValues } from './use-typed-values.client'
import { usePrefill } from './use-prefill.client'
import { placeOrderInput } from './submit'
import { paymentTexts, type CheckoutFormTexts } from './texts'
import { blankCheckout, type CheckoutValues } from './values'
import { FIELD_PATHS } from './field-paths'

export type CheckoutFormProps = {
  /** The form element's id: its fields may hold what was typed before its code came. */
  formId: string
  locale: string
  texts: CheckoutFormTexts
  order: CartOrder
  info: CheckoutInfo
  user: AccountUser | null
  storeCountry: string
  termsHref: string
  hideCaptchaBadge: boolean
  /** The summary above shows the postage the buyer chose. */
  onRegisteredMailChange: (registered: boolean) => void
}

/** Loads the later steps' texts (kept: account creation's fields need them), rules and fields. */
function startLaterSteps(locale: string, setLater: (texts: LaterTexts) => void) {
  void askLaterTexts(locale).then((laterTexts) => laterTexts && setLater(laterTexts))
  void loadRules()
  void loadSelect()
  void ShippingFields.load()
  void PaymentFields.load()
}

/**
 * The three steps on one form (spec §2): each 'Continuer' checks its own fields and opens the
 * next; a done step opens again with 'Modifier'. 'Payer' checks everything, creates the
 * account when asked, places the order and hands the payer to the payment page.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { locale, texts, order, info, user, storeCountry } = props
  const id = useId()
  const caller = useGatewayCaller()
  const intl = useIntlLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const captchaRef = useRef<CaptchaHandle>(null)
  const [captchaMissing, setCaptchaMissing] = useState(false)
  const [steps, setSteps] = useState(() => firstStep())
  const [moved, setMoved] = useState(false)
  const [busy, setBusy] = useState(false)
  const [later, setLater] = useState<LaterTexts | null>(null)
  const [resolver] = useState(() =>
    lazyCheckoutResolver(() => ({
      needsDeliveryAddress: info.needsDeliveryAddress,
      methods: info.paymentMethods,
    })),
  )
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    defaultValues: blankCheckout(storeCountry),
    resolver,
    mode: 'onSubmit',
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)

  useTypedValues(form, props.formId, storeCountry)
  usePrefill(form, user, storeCountry)

  const registeredMail = useWatch({ control: form.control, name: 'registeredMail' })
  const { onRegisteredMailChange } = props
  useEffect(() => onRegisteredMailChange(registeredMail), [registeredMail, onRegisteredMailChange])

  const imposed = registeredMailImposed(info)

  // Spec §2's later steps, their texts, the rules and the selects' code load when the shopper
  // starts on the form, not with its first step.
  const loadLaterSteps = () => startLaterSteps(locale, setLater)
  // The focus that brought a form drawn by the server to life came before its handlers.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) startLaterSteps(locale, setLater)
  }, [locale])

  async function advance(step: Step) {
    const values = form.getValues()
    const names = stepFields(step, {
      business: values.billingAddress.customerType === 'BUSINESS',
      wantsAccount: !user && values.wantsAccount,
      needsDeliveryAddress: info.needsDeliveryAddress,
      sameAsBilling: values.sameAsBilling,
    }).filter((name) => FIELD_PATHS.has(name))
    const valid = names.length === 0 || (await form.trigger(names as never))
    if (!valid) return problems.focus()
    saveCheckout(form.getValues())
    // The next step opens with its fields and words, not empty while they come.
    const [laterTexts] = await Promise.all([
      askLaterTexts(locale),
      (step === 'details' ? ShippingFields : PaymentFields).load(),
    ])
    if (!laterTexts) return problems.show({ fields: [], message: texts.loadFailed })
    if (problems.message === texts.loadFailed) problems.clear()
    setLater(laterTexts)
    setMoved(true)
    setSteps((state) => continueFrom(state, step))
  }

  async function createAccount(values: CheckoutValues): Promise<boolean> {
    const token = (await captchaRef.current?.token()) ?? null
    if (!token) {
      setCaptchaMissing(true)
      captchaRef.current?.focus()
      return false
    }
    // Loaded when a guest asks for an account, as its fields and captcha are.
    const errors = await import('./account-creation')
      .then((module) => module.createAccountWhileOrdering(caller, token, values))
      .catch(() => [{ code: -1, message: '', referencedRequestParameter: null }])
    captchaRef.current?.reset()
    if (errors.length === 0) {
      announceSessionChange()
      return true
    }
    showErrors(errors)
    return false
  }

  function showErrors(errors: Parameters<typeof placeCheckoutErrors>[0]) {
    const placed = placeCheckoutErrors(errors, {
      fields: FIELD_PATHS,
      payment: paymentTexts(full ?? texts),
      validation: (key) =>
        ((full ?? texts).fields.validation as Record<string, string>)[key] ?? texts.paymentGeneric,
      account: (key) =>
        (later?.accountErrors as Record<string, string> | undefined)?.[key] ??
        texts.fields.errors.generic,
    })
    // A shut step renders no fields: open the first refused one so its error shows and takes focus.
    const refused = firstStepOf(placed.fields.map((problem) => problem.field))
    if (refused) setSteps((state) => editStep(state, refused))
    problems.show(placed)
  }

  const onValid = async (output: CheckoutOutput) => {
    if (busy) return
    setBusy(true)
    problems.clear()
    const values = form.getValues()
    saveCheckout(values)
    if (!user && values.wantsAccount && !(await createAccount(values))) return setBusy(false)
    const answer = await placeOrder(
      caller,
      placeOrderInput(output, info.needsDeliveryAddress, orderClickId()),
    ).catch(() => null)
    if (answer?.redirectUrl && answer.errors.length === 0) return goToPayment(answer.redirectUrl)
    setBusy(false)
    showErrors(
      answer?.errors.length
        ? answer.errors
        : [{ code: -1, message: '', referencedRequestParameter: null }],
    )
  }
  const pay = (event: FormEvent) => form.handleSubmit(onValid, problems.focus)(event)

  // The later steps open once their texts came (advance), so they always have them.
  const full = later && withLaterTexts(texts, later)
  const stepProps = (step: Step, number: number, title: string) => ({
    id: `${id}-${step}`,
    number,
    title,
    status: stepStatus(steps, step),
    focusOnOpen: moved,
    texts,
    onEdit: () => {
      setMoved(true)
      setSteps((state) => editStep(state, step))
    },
  })
  const amount = formatMoney(order.totals.grandTotal, intl)
  const values = form.getValues()
  const continueButton = (step: Step) => (
    <ReadyButton
      type="button"
      onClick={() => void advance(step)}
      className={`${primaryButtonClass} self-start`}
    >
      {texts.continue}
    </ReadyButton>
  )

  return (
    <FormFrame
      id={props.formId}
      form={form}
      parts={{ id, texts: (full ?? texts).fields, locale }}
      formRef={formRef}
      onSubmit={pay}
      onFocus={loadLaterSteps}
      aria-label={texts.title}
      className="flex flex-col gap-4"
    >
      <FormAlert message={problems.message} />
      <StepSection {...stepProps('details', 1, texts.stepDetails)} summary={detailsSummary(values)}>
        <DetailsFields
          texts={texts}
          user={user}
          account={{
            language: locale,
            hideCaptchaBadge: props.hideCaptchaBadge,
            captchaRef,
            captchaMissing: captchaMissing ? full?.fields.validation.captchaRequired : undefined,
            onCaptchaChange: (token) => token && setCaptchaMissing(false),
          }}
        />
        {continueButton('details')}
      </StepSection>
      <StepSection
        {...stepProps('shipping', 2, texts.stepShipping)}
        summary={
          full && shippingSummary(values, order, info, full).map((line) => <p key={line}>{line}</p>)
        }
      >
        {full && (
          <ShippingFields texts={full} order={order} info={info} registeredImposed={imposed} />
        )}
        {continueButton('shipping')}
      </StepSection>
      <StepSection {...stepProps('payment', 3, texts.stepPayment)}>
        {full && (
          <PaymentFields
            texts={full}
            methods={info.paymentMethods}
            termsHref={props.termsHref}
            offerSubscription={!user}
            onMethodChosen={(method) => pushEvent(addPaymentInfoEvent(order, method))}
          />
        )}
        <ReadyButton
          type="submit"
          aria-disabled={busy || undefined}
          className={`${primaryButtonClass} w-full`}
        >
          {busy ? texts.paying : fill(texts.pay, { amount })}
        </ReadyButton>
      </StepSection>
      <p role="status" className="sr-only">
        {busy ? texts.paying : ''}
      </p>
    </FormFrame>
  )
}
