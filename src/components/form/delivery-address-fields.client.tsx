'use client'

import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import { CheckboxField } from './form-checkbox-field.client'
import { TextField } from './form-text-field.client'
import { PostalFields } from './postal-fields.client'
import { legendClass } from './styles'
import type { FieldsTexts } from './texts'

type Props = {
  texts: FieldsTexts
  legend: string
  sameLabel: string
  /** Above the names, once the shopper chose another address. */
  hint?: ReactNode
}

/**
 * Where posted cards go (checkout and redeem checkout): the invoice address, or another one at
 * `deliveryAddress.` in the form.
 */
export function DeliveryAddressFields({ texts, legend, sameLabel, hint }: Props) {
  const same = useWatch({ name: 'sameAsBilling' }) === true
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={legendClass}>{legend}</legend>
      <CheckboxField name="sameAsBilling" label={sameLabel} />
      {!same && (
        <>
          {hint}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              name="deliveryAddress.firstName"
              label={texts.firstName}
              autoComplete="shipping given-name"
            />
            <TextField
              name="deliveryAddress.lastName"
              label={texts.lastName}
              autoComplete="shipping family-name"
            />
          </div>
          <PostalFields prefix="deliveryAddress." />
        </>
      )}
    </fieldset>
  )
}
