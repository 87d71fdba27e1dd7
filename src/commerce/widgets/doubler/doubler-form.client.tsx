'use client'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { EnterDoublerDocument } from '@/commerce/client/generated/documents/enter-doubler'
import { gatewayRequest } from '@/commerce/client/request'
import { CaptchaForm } from '@/components/form/captcha-form.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { type Navigate, goTo } from '@/commerce/client/navigate'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { CardNumberField, PinField } from '@/components/form/card-number-field.client'

import { DoublerEntryFields } from './entry-fields.client'
import { keepEnteredNote } from './entry-note'
import type { DoublerTexts } from './texts'
import { worded } from './worded'

export type DoublerFormProps = {
  texts: DoublerTexts
  language: string
  hideCaptchaBadge: boolean
  termsHref: string
  /** /doubler/merci/ in the page's language. */
  thanksHref: string
  navigate?: Navigate
}

type Values = { card: { cardNumber: string; pin: string }; email: string; termsAccepted: boolean }

const FIELDS = ['card.cardNumber', 'card.pin', 'email', 'termsAccepted'] as const
const blank: Values = { card: { cardNumber: '', pin: '' }, email: '', termsAccepted: false }

const loadRules = () => import('./rules')
const resolver = lazyResolver(() => loadRules().then((rules) => rules.doublerResolver))

/** The doubler entry (/doubler/): card number, PIN, e-mail, terms and captcha; enterDoubler. */
export default function DoublerForm({
  texts,
  language,
  hideCaptchaBadge,
  termsHref,
  thanksHref,
  navigate = goTo,
}: DoublerFormProps) {
  const caller = useGatewayCaller()
  const frame = useCaptchaForm({
    defaultValues: blank,
    resolver,
    prepare: loadRules,
    texts: texts.form,
    fields: FIELDS,
    send: async (input, captchaToken) => {
      const { enterDoubler } = await gatewayRequest(
        EnterDoublerDocument,
        { input, captchaToken: captchaToken ?? '' },
        caller,
      )
      return { ...enterDoubler, errors: enterDoubler.errors.map(worded) }
    },
    onSuccess: ({ entry }) => {
      if (entry)
        keepEnteredNote({ lastFour: entry.lastFour, formattedDrawDate: entry.formattedDrawDate })
      navigate(thanksHref)
    },
  })
  const { field } = frame
  const { doubler } = texts

  return (
    <CaptchaForm
      frame={frame}
      label={doubler.formTitle}
      dismissLabel={doubler.dismissError}
      captcha={{ language, hideCaptchaBadge, texts }}
      submitLabel={doubler.submit}
      busyLabel={doubler.sending}
    >
      <CardNumberField
        {...field('card.cardNumber')}
        label={doubler.cardNumber}
        hint={doubler.cardNumberHint}
      />
      <PinField {...field('card.pin')} label={doubler.pin} />
      <DoublerEntryFields field={field} texts={doubler} termsHref={termsHref} />
    </CaptchaForm>
  )
}
