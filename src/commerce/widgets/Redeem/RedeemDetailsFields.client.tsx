'use client'

import { useWatch } from 'react-hook-form'

import { CheckboxField } from '@/components/form/form-checkbox-field.client'
import { CustomerTypeField } from '@/components/form/customer-type-field.client'
import { PostalFields } from '@/components/form/postal-fields.client'
import { legendClass } from '@/components/form/styles'
import { TextField } from '@/components/form/form-text-field.client'
import { PhoneFields } from '@/commerce/widgets/Checkout/PhoneFields.client'
import type { CheckoutTexts } from '@/commerce/widgets/Checkout/texts'
import type { CheckoutValues } from '@/commerce/widgets/Checkout/values'

type Props = { texts: CheckoutTexts; legend: string }

/** The holder's details and invoice address: the checkout's parts, without the account offer. */
export function RedeemDetailsFields({ texts, legend }: Props) {
  const business = useWatch<CheckoutValues>({ name: 'billingAddress.customerType' }) === 'BUSINESS'
  const f = texts.fields
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{legend}</legend>
        <div className="sm:col-span-2">
          <CustomerTypeField name="billingAddress.customerType" />
        </div>
        {business && (
          <>
            <TextField
              name="billingAddress.companyName"
              label={f.companyName}
              autoComplete="organization"
              className="sm:col-span-2"
            />
            <TextField
              name="billingAddress.kvkNumber"
              label={texts.sirenNumber}
              hint={f.kvkHint}
              inputMode="numeric"
            />
            <TextField name="billingAddress.vatNumber" label={texts.vatNumber} />
            <TextField
              name="billingAddress.referenceNumber"
              label={texts.referenceNumber}
              hint={texts.referenceHint}
              className="sm:col-span-2"
            />
          </>
        )}
        <TextField name="billingAddress.firstName" label={f.firstName} autoComplete="given-name" />
        <TextField name="billingAddress.lastName" label={f.lastName} autoComplete="family-name" />
        <TextField
          name="billingAddress.email"
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
      </fieldset>
      <PhoneFields prefix="billingAddress." legend={texts.phoneLegend} />
      <fieldset>
        <legend className={legendClass}>{texts.billingLegend}</legend>
        <PostalFields prefix="billingAddress." />
      </fieldset>
    </>
  )
}

/** Where posted cards go (spec §2 redeem checkout: delivery address if posted cards). */
export function RedeemDeliveryFields({ texts, legend, sameLabel }: Props & { sameLabel: string }) {
  const same = useWatch<CheckoutValues>({ name: 'sameAsBilling' }) === true
  const f = texts.fields
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={legendClass}>{legend}</legend>
      <CheckboxField name="sameAsBilling" label={sameLabel} />
      {!same && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="deliveryAddress.firstName"
              label={f.firstName}
              autoComplete="shipping given-name"
            />
            <TextField
              name="deliveryAddress.lastName"
              label={f.lastName}
              autoComplete="shipping family-name"
            />
          </div>
          <PostalFields prefix="deliveryAddress." />
        </>
      )}
    </fieldset>
  )
}
