'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useHydrated } from '@/components/ui/use-hydrated.client'

import { answeredUser, attempt, problemsOf, useAccountCalls } from './calls.client'
import { type DetailsValues, detailsValues } from './details-values'
import { placeErrors } from '@/components/form/placed-errors'
import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { FormFrame } from '@/components/form/form-frame.client'
import { FormAlert } from '@/components/form/form-alert'
import { PhoneField } from '@/components/form/phone-field.client'
import { PostalFields } from '@/components/form/postal-fields.client'
import { ProfileFields } from '@/components/form/profile-fields.client'
import { legendClass, primaryButtonClass } from '@/components/form/styles'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { lazyDetailsResolver, loadRules } from './resolver'
import type { DetailsOutput } from './rules'
import type { AreaTexts } from './texts'
import type { AccountUser } from '@/commerce/client/customer'
import { useSetAccount } from './use-account.client'

/** The form's fields, as the gateway's referencedRequestParameter may name them. */
const FIELDS = new Set([
  'firstName',
  'lastName',
  'invoiceEmail',
  'phoneNational',
  'customerType',
  'companyName',
  'chamberOfCommerceNumber',
  'vatNumber',
  ...['street', 'houseNumber', 'suffix', 'postCode', 'city', 'countryCode'].map(
    (field) => `address.${field}`,
  ),
])

type Props = { user: AccountUser; locale: string; storeCountry: string; texts: AreaTexts }

/**
 * The details form → updateUserDetails. It prefills once, from the profile as it was when the
 * form appeared: a later answer of getUserInfo never overwrites what the customer is typing.
 * A save resets it to what the gateway stored.
 */
export function DetailsForm({ user, locale, storeCountry, texts }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const calls = useAccountCalls()
  const setAccount = useSetAccount()
  const [resolver] = useState(() =>
    lazyDetailsResolver(user.mainProfile.address?.administrativeArea ?? null, storeCountry),
  )
  const [prefill] = useState(() => detailsValues(user, storeCountry))
  const form = useForm<DetailsValues, unknown, DetailsOutput>({
    defaultValues: prefill,
    resolver,
    // Checked on submit, then as the customer corrects: an error appearing on blur would push the
    // save button away under a pressing pointer (the modals keep theirs in a fixed footer).
    mode: 'onSubmit',
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle')

  useEffect(() => {
    // The overview links to the address; the form appears after the page, so scroll there now.
    if (window.location.hash === '#address')
      document.getElementById(`${id}-address`)?.scrollIntoView()
  }, [id])

  const save = form.handleSubmit(async (input) => {
    if (state === 'saving') return
    setState('saving')
    problems.clear()
    const outcome = await attempt(() => calls.updateDetails(input))
    const saved = answeredUser(outcome)
    if (saved) {
      setAccount(saved)
      form.reset(detailsValues(saved, storeCountry))
      setState('saved')
      return
    }
    setState('idle')
    problems.show(placeErrors(problemsOf(outcome), { fields: FIELDS, texts: texts.errors }))
  }, problems.focus)

  const saving = state === 'saving'
  return (
    <FormFrame
      form={form}
      parts={{ id, texts, locale }}
      formRef={formRef}
      onSubmit={save}
      onFocus={() => void loadRules()}
      aria-label={texts.detailsTitle}
      className="flex flex-col gap-8"
    >
      <FormAlert message={problems.message} />
      <ProfileFields email={user.mainProfile.email} storeCountry={storeCountry} texts={texts} />
      <PhoneField legend={texts.phoneLegend} countryField="address.countryCode" />
      <fieldset id={`${id}-address`} aria-describedby={`${id}-address-hint`}>
        <legend className={legendClass}>{texts.addressLegend}</legend>
        <p id={`${id}-address-hint`} className="-mt-1 mb-4 text-sm">
          {texts.addressHint}
        </p>
        <PostalFields prefix="address." />
      </fieldset>
      <CheckboxField name="subscribed" label={texts.subscribed} />
      <div className="flex flex-col items-start gap-3">
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={saving || undefined}
          className={primaryButtonClass}
        >
          {saving ? texts.saving : texts.save}
        </button>
        <p role="status" className="font-semibold">
          {state === 'saved' && !form.formState.isDirty ? texts.saved : ''}
        </p>
      </div>
    </FormFrame>
  )
}
