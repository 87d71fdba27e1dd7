'use client'

import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import { EnterDoublerDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import type { DoublerEntry } from '@/commerce/domain/doubler/entry'
import { type Navigate, goTo } from '@/commerce/widgets/Account/Auth/navigate'
import { CaptchaField } from '@/components/form/captcha-field.client'
import { FormError } from '@/components/form/form-error.client'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import type { CaptchaHandle } from '@/components/captcha/Captcha.client'

import { keepEnteredNote } from './entry-note'
import { TermsField } from './TermsField.client'
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
  const id = useId()
  const caller = useGatewayCaller()
  const captcha = useRef<CaptchaHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<Values, unknown, DoublerEntry>({
    defaultValues: blank,
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const submit = useGatewaySubmit({
    form,
    formRef,
    texts: texts.form,
    fields: FIELDS,
    captcha,
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
  const { doubler } = texts
  const { errors } = form.formState
  const field = (name: (typeof FIELDS)[number], error: typeof errors.email) => ({
    id: `${id}-${name.replace('.', '-')}`,
    registration: form.register(name),
    error: submit.errorOf(error),
  })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => {
        captcha.current?.prepare()
        void loadRules()
      }}
      aria-label={doubler.formTitle}
      className="grid gap-5"
    >
      <FormError
        errors={submit.formErrors}
        onDismiss={submit.dismissErrors}
        dismissLabel={doubler.dismissError}
      />
      <TextField
        {...field('card.cardNumber', errors.card?.cardNumber)}
        label={doubler.cardNumber}
        hint={doubler.cardNumberHint}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...field('card.pin', errors.card?.pin)}
        label={doubler.pin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
      />
      <TextField
        {...field('email', errors.email)}
        label={doubler.email}
        hint={doubler.emailHint}
        type="email"
        autoComplete="email"
      />
      <TermsField
        {...field('termsAccepted', errors.termsAccepted)}
        template={doubler.terms}
        linkLabel={doubler.termsLink}
        href={termsHref}
      />
      <CaptchaField
        id={`${id}-captcha`}
        captchaRef={captcha}
        language={language}
        texts={texts.captcha}
        hideBadge={hideCaptchaBadge}
        missingText={submit.captchaMissing ? texts.form.validation.captchaRequired : undefined}
        onChange={submit.onCaptchaChange}
      />
      <div>
        <SubmitButton busy={submit.busy} busyLabel={doubler.sending}>
          {doubler.submit}
        </SubmitButton>
      </div>
    </form>
  )
}
