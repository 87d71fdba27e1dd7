'use client'

import type { ReactNode } from 'react'

import { CompanyFields } from './company-fields.client'
import { FormEmailField, FormNameFields } from './form-person-fields.client'
import { TextField } from './form-text-field.client'
import { PhoneField } from './phone-field.client'
import { PostalFields } from './postal-fields.client'
import { legendClass } from './styles'

/** The words of the buyer's fields (the `Checkout` messages); the shared labels are the form's. */
export type BillingTexts = Record<
  | 'vatNumber'
  | 'referenceNumber'
  | 'referenceHint'
  | 'email'
  | 'emailHint'
  | 'phoneLegend'
  | 'billingLegend',
  string
>

type Props = {
  texts: BillingTexts
  legend: string
  /** Above the address: the customer's address book to pick from. */
  addressBook?: ReactNode
}

/**
 * Who orders (checkout and redeem checkout, spec §2 'Vos coordonnées'): private or business with
 * the company's numbers, names and e-mail, the phone, and the invoice address, at
 * `billingAddress.` in the form.
 */
export function BillingFields({ texts, legend, addressBook }: Props) {
  return (
    <>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{legend}</legend>
        <CompanyFields
          prefix="billingAddress."
          countryField="billingAddress.countryCode"
          required
          vatLabel={texts.vatNumber}
        >
          <TextField
            name="billingAddress.referenceNumber"
            label={texts.referenceNumber}
            hint={texts.referenceHint}
            className="sm:col-span-2"
          />
        </CompanyFields>
        <FormNameFields prefix="billingAddress." />
        <FormEmailField
          name="billingAddress.email"
          label={texts.email}
          hint={texts.emailHint}
          className="sm:col-span-2"
        />
      </fieldset>
      <PhoneField
        prefix="billingAddress."
        countryField="billingAddress.countryCode"
        legend={texts.phoneLegend}
      />
      <fieldset>
        <legend className={legendClass}>{texts.billingLegend}</legend>
        {addressBook}
        <PostalFields prefix="billingAddress." />
      </fieldset>
    </>
  )
}
