'use client'

import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { useOrderAccess } from '@/commerce/client/order-access.client'
import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { FormAlert } from '@/components/form/form-alert'
import { FormFrame } from '@/components/form/form-frame.client'
import { primaryButtonClass } from '@/components/form/styles'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { fill } from '@/i18n/fill'
import { pushEvent } from '@/components/analytics/data-layer'
import { LoadFailed } from '@/components/ui/load-failed'

import { retryPaymentInfoEvent } from './analytics'
import { useCheckoutInfo } from '@/commerce/client/hooks.client'

import { goToPayment, payOrder, usePlacedOrder } from './calls.client'
import { placeCheckoutErrors } from './errors'
import { FIELD_PATHS } from './field-paths'
import { askLaterTexts, useLaterTexts, withLaterTexts } from './later-texts.client'
import type { PaymentMethod, PlacedOrderView } from './order'
import { OrderSummary } from './order-summary'
import { PaymentFields } from './payment-fields.client'
import { lazyCheckoutResolver } from './resolver'
import { stepFields } from './steps'
import type { StepTexts } from './later-texts'
import { type CheckoutFormTexts, paymentTexts } from './texts'
import { blankCheckout, type CheckoutValues } from './values'
import { withSummaryClass } from '@/components/ui/layout-styles'

type Props = {
  uuid: string
  texts: CheckoutFormTexts
  locale: string
  termsHref: string
  /** The full checkout, without the return's query: to change the details. */
  checkoutHref: string
  /** Shown instead when the order cannot be paid again (paid, removed, someone else's). */
  fallback: ReactNode
}

/**
 * The retry-payment view (spec §2): the pending order and only the payment step; payOrder
 * starts a new payment for it. The order is read as placed (placedOrder), the snapshot the
 * payment is for. Loaded only when the page is one.
 */
export default function RetryPayment(props: Props) {
  const placed = usePlacedOrder(props.uuid)
  const info = useCheckoutInfo()
  // The form's words are the later parts' (later-texts.ts): asked alongside the order.
  useEffect(() => void askLaterTexts(props.locale), [props.locale])
  if (placed.isPending || info.isPending) return <p role="status">{props.texts.loading}</p>
  if (placed.isError || info.isError || !info.data?.checkout) {
    return (
      <LoadFailed
        texts={props.texts}
        onRetry={() => void Promise.all([placed.refetch(), info.refetch()])}
      />
    )
  }
  const order = placed.data?.order
  if (!order?.canRetryPayment) return props.fallback
  return <RetryForm {...props} order={order} methods={info.data.checkout.paymentMethods} />
}

type FormProps = Omit<Props, 'fallback'> & {
  order: PlacedOrderView
  methods: readonly PaymentMethod[]
}

function RetryForm(props: FormProps) {
  const later = useLaterTexts(props.locale)
  const [, askAgain] = useReducer((count: number) => count + 1, 0)
  if (!later) return <LoadFailed texts={props.texts} onRetry={askAgain} />
  return <RetryFormWithTexts {...props} texts={withLaterTexts(props.texts, later)} />
}

function RetryFormWithTexts(props: Omit<FormProps, 'texts'> & { texts: StepTexts }) {
  const { uuid, texts, locale, termsHref, checkoutHref, order, methods } = props
  const id = useId()
  const caller = useGatewayCaller()
  const intl = useIntlLocale()
  const access = useOrderAccess()
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [resolver] = useState(() =>
    lazyCheckoutResolver(() => ({ needsDeliveryAddress: false, methods })),
  )
  const form = useForm<CheckoutValues, unknown, unknown>({
    defaultValues: blankCheckout('FR'),
    resolver,
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    // Only the payment step's fields count here: the order holds the rest already.
    if (!(await form.trigger(stepFields('payment', {} as never) as never))) return problems.focus()
    setBusy(true)
    const values = form.getValues()
    const details = values.paymentDetails
    const answer = await payOrder(caller, { uuid, access }, values.paymentMethod, {
      bankId: details.bankId || null,
      blikCode: details.blikCode.replace(/\s/g, '') || null,
      mbwayPhone: details.mbwayPhone || null,
    }).catch(() => null)
    if (answer?.redirectUrl && answer.errors.length === 0) return goToPayment(answer.redirectUrl)
    setBusy(false)
    problems.show(
      placeCheckoutErrors(answer?.errors ?? [{ code: -1, message: '' }], {
        fields: FIELD_PATHS,
        payment: paymentTexts(texts),
        validation: () => texts.paymentGeneric,
        account: () => texts.paymentGeneric,
      }),
    )
  }

  const amount = formatMoney(order.totals.grandTotal, intl)
  return (
    <div className={withSummaryClass}>
      <FormFrame
        form={form}
        parts={{ id, texts: texts.fields, locale }}
        formRef={formRef}
        onSubmit={pay}
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-6"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {texts.retryTitle}
        </h2>
        <p>
          {fill(texts.orderNumber, { number: order.orderNumber })}. {texts.retryIntro}
        </p>
        <FormAlert message={problems.message} />
        <PaymentFields
          texts={texts}
          methods={methods}
          termsHref={termsHref}
          offerSubscription={false}
          onMethodChosen={(method) => pushEvent(retryPaymentInfoEvent(order, method))}
        />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={`${primaryButtonClass} w-full`}
        >
          {busy ? texts.paying : fill(texts.pay, { amount })}
        </button>
      </FormFrame>
      <OrderSummary order={order} texts={texts}>
        <a
          href={checkoutHref}
          className="mt-2 inline-block text-sm font-semibold underline underline-offset-4"
        >
          {texts.retryEditDetails}
        </a>
      </OrderSummary>
    </div>
  )
}
