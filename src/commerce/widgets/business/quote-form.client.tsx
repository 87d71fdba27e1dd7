'use client'

import { useState } from 'react'
import { useWatch } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { RequestBusinessQuoteDocument } from '@/commerce/client/generated/documents/request-business-quote'
import { gatewayRequest } from '@/commerce/client/request'
import { CaptchaForm } from '@/components/form/captcha-form.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { QUOTE_MESSAGE_MAX } from '@/commerce/domain/business/quote'
import { ChoiceField } from '@/components/form/choice-field.client'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { EmailField } from '@/components/form/email-field.client'
import { TextField } from '@/components/form/text-field.client'
import { fill } from '@/i18n/fill'

import { MessageField, ProductField } from './quote-fields.client'
import { blankQuote, QUOTE_FIELDS, type QuoteProductChoice } from './quote-values'
import type { QuoteTexts } from './texts'

export type QuoteFormProps = {
  texts: QuoteTexts
  language: string
  hideCaptchaBadge: boolean
  products: readonly QuoteProductChoice[]
  /** The card the page is about (/entreprise/{product}/), preselected. */
  productId: string | null
}

const loadRules = () => import('./rules')
const resolver = lazyResolver(() => loadRules().then((rules) => rules.quoteResolver))

/**
 * The quote request ('business PDP form'): company, contact, the cards wanted, a message and the
 * captcha; requestBusinessQuote. Gateway errors land on their fields; success says when we call.
 */
export default function QuoteForm(props: QuoteFormProps) {
  const [sent, setSent] = useState(false)
  const [round, setRound] = useState(0)
  const { business } = props.texts
  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-6">
        <h3 className="text-xl font-bold">{business.successTitle}</h3>
        <p>{business.success}</p>
        <button
          type="button"
          onClick={() => {
            setSent(false)
            setRound(round + 1)
          }}
          className="font-semibold underline underline-offset-4"
        >
          {business.another}
        </button>
      </div>
    )
  }
  return <QuoteFormFields key={round} {...props} onSent={() => setSent(true)} />
}

function QuoteFormFields({
  texts,
  language,
  hideCaptchaBadge,
  products,
  productId,
  onSent,
}: QuoteFormProps & { onSent: () => void }) {
  const caller = useGatewayCaller()
  const frame = useCaptchaForm({
    defaultValues: blankQuote(productId),
    resolver,
    prepare: loadRules,
    texts: texts.form,
    fields: QUOTE_FIELDS,
    send: async (input, captchaToken) =>
      (
        await gatewayRequest(
          RequestBusinessQuoteDocument,
          { input, captchaToken: captchaToken ?? '' },
          caller,
        )
      ).requestBusinessQuote,
    onSuccess: () => onSent(),
  })
  const { id, form, field } = frame
  const { business } = texts
  const left = QUOTE_MESSAGE_MAX - useWatch({ control: form.control, name: 'message' }).length

  return (
    <CaptchaForm
      frame={frame}
      label={business.formTitle}
      dismissLabel={business.dismissError}
      captcha={{ language, hideCaptchaBadge, texts }}
      submitLabel={business.submit}
      busyLabel={business.sending}
    >
      <TextField
        {...field('companyName')}
        label={business.companyName}
        autoComplete="organization"
      />
      <TextField {...field('contactName')} label={business.contactName} autoComplete="name" />
      <EmailField {...field('email')} label={business.email} />
      <TextField
        {...field('phoneNumber')}
        label={business.phone}
        hint={business.phoneHint}
        type="tel"
        autoComplete="tel"
      />
      <ProductField
        {...field('productId')}
        label={business.product}
        anyLabel={business.productAny}
        choices={products}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          {...field('quantity')}
          label={business.quantity}
          hint={business.quantityHint}
          inputMode="numeric"
        />
        <TextField
          {...field('amount')}
          label={business.amount}
          hint={business.amountHint}
          inputMode="numeric"
        />
      </div>
      <ChoiceField
        id={`${id}-deliveryType`}
        legend={business.deliveryType}
        options={[
          { value: 'DIGITAL', label: business.digital },
          { value: 'PHYSICAL', label: business.physical },
        ]}
        registration={form.register('deliveryType')}
      />
      <MessageField
        {...field('message')}
        label={business.message}
        remaining={fill(business.remaining, { count: left })}
      />
    </CaptchaForm>
  )
}
