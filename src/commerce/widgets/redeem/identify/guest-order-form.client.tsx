'use client'

import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { RedeemGuest } from '@/commerce/domain/redeem/redeem-guest'
import { FormFrame } from '@/components/form/form-frame.client'
import { PostalFields } from '@/components/form/postal-fields.client'
import { legendClass, primaryButtonClass } from '@/components/form/styles'
import { FormEmailField, FormNameFields } from '@/components/form/form-person-fields.client'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { prefillEmail } from '@/commerce/client/auth-storage'

import { type RedeemDetails, readRedeemDetails } from './details'
import { guestDetails, guestResolver, guestValues, type GuestValues } from './guest-rules'
import type { RedeemIdentifyTexts } from './texts'

type Props = {
  texts: RedeemIdentifyTexts
  locale: string
  /** Posted cards without a receiver: where they go is asked here (France only). */
  needsAddress: boolean
  onDone: (details: RedeemDetails) => void
}

/**
 * The redeem guest order form (spec §2 guest order form modal, §4): the holder's names and
 * e-mail, and the delivery address only when posted cards need one, under the checkout's rules.
 */
export function GuestOrderForm({ texts, locale, needsAddress, onDone }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [resolver] = useState(() => guestResolver(needsAddress))
  const form = useForm<GuestValues, unknown, RedeemGuest>({
    defaultValues: guestValues(readRedeemDetails(), prefillEmail()),
    resolver,
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)
  const t = texts.identify
  const f = texts.fields

  return (
    <FormFrame
      form={form}
      parts={{ id, texts: f, locale }}
      formRef={formRef}
      onSubmit={form.handleSubmit((guest) => onDone(guestDetails(guest)), problems.focus)}
      aria-label={t.guestTitle}
      className="flex flex-col gap-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormNameFields />
        <FormEmailField name="email" label={t.email} className="sm:col-span-2" />
      </div>
      {needsAddress && (
        <fieldset>
          <legend className={legendClass}>{t.addressLegend}</legend>
          <p className="mb-3 text-sm">{t.addressHint}</p>
          <PostalFields prefix="address." />
        </fieldset>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full`}>
        {t.submit}
      </button>
    </FormFrame>
  )
}
