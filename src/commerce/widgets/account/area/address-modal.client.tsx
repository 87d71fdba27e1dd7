'use client'

import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { type AddressValues, addressValues } from './address-values'
import { answeredUser, attempt, problemsOf, useAccountCalls } from './calls.client'
import { placeErrors } from '@/components/form/placed-errors'
import { CustomerTypeField } from '@/components/form/customer-type-field.client'
import { FormModal } from '@/components/form/form-modal.client'
import { PhoneField } from '@/components/form/phone-field.client'
import { PostalFields } from '@/components/form/postal-fields.client'
import { TextField } from '@/components/form/form-text-field.client'
import { useFormProblems } from '@/components/form/use-form-problems.client'
import { ADDRESS_MODAL } from './ids'
import { type AddressOutput, addressResolver } from './rules'
import type { AreaTexts } from './texts'
import type { AccountUser, BookAddress } from '@/commerce/client/customer'
import { useSetAccount } from './use-account.client'

const FIELDS = new Set([
  'firstName',
  'lastName',
  'customerType',
  'companyName',
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
  'countryCode',
  'phoneNational',
])

export type AddressModalProps = {
  texts: AreaTexts
  locale: string
  storeCountry: string
  addresses: readonly BookAddress[]
  /** Told once the gateway stored it, with the customer it answered. */
  onSaved: (user: AccountUser, added: boolean) => void
  finalFocus: () => HTMLElement | boolean
}

/**
 * Add or edit an entry of the address book (payload `id` to edit), checked with the gateway's
 * address schema → addAddress or updateAddress. The modal stays open on errors, what was typed
 * with it.
 */
export default function AddressModal({
  texts,
  locale,
  storeCountry,
  addresses,
  onSaved,
  finalFocus,
}: AddressModalProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const calls = useAccountCalls()
  const setAccount = useSetAccount()
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [editing] = useState(
    () => addresses.find((address) => address.id === openedModal()?.payload.id) ?? null,
  )
  const [resolver] = useState(addressResolver)
  const form = useForm<AddressValues, unknown, AddressOutput>({
    defaultValues: addressValues(editing, storeCountry),
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const problems = useFormProblems(form, formRef)
  const [busy, setBusy] = useState(false)
  const business = useWatch({ control: form.control, name: 'customerType' }) === 'BUSINESS'

  const save = form.handleSubmit(async (address) => {
    if (busy) return
    setBusy(true)
    problems.clear()
    const outcome = await attempt(() =>
      editing ? calls.updateAddress(editing.id, address) : calls.addAddress(address),
    )
    setBusy(false)
    const user = answeredUser(outcome)
    if (user) {
      setAccount(user)
      onSaved(user, !editing)
      closeModal(ADDRESS_MODAL)
      return
    }
    problems.show(placeErrors(problemsOf(outcome), { fields: FIELDS, texts: texts.errors }))
  }, problems.focus)

  return (
    <FormModal
      id={ADDRESS_MODAL}
      size="wide"
      title={editing ? texts.editAddressTitle : texts.newAddressTitle}
      finalFocus={finalFocus}
      texts={texts}
      locale={locale}
      form={form}
      formRef={formRef}
      message={problems.message}
      onSubmit={save}
      action={{ submit: texts.save, busyLabel: texts.saving, busy }}
      className="grid gap-6"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={texts.firstName} autoComplete="off" />
        <TextField name="lastName" label={texts.lastName} autoComplete="off" />
        <div className="sm:col-span-2">
          <CustomerTypeField />
        </div>
        {business && (
          <TextField
            name="companyName"
            label={texts.companyName}
            autoComplete="off"
            className="sm:col-span-2"
          />
        )}
      </div>
      <PostalFields />
      <PhoneField legend={texts.addressPhoneLegend} countryField="countryCode" />
    </FormModal>
  )
}
