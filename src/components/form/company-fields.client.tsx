'use client'

import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import { CustomerTypeField } from './customer-type-field.client'
import { useFormParts } from './form-parts.client'
import { TextField } from './form-text-field.client'

type Props = {
  /** Where the fields sit in the form: '' (the profile) or 'billingAddress.' (an order's buyer). */
  prefix?: string
  /** The company's numbers as the form names them (the checkout says SIREN); else the kit's labels. */
  labels?: { chamberOfCommerceNumber: string; vatNumber: string }
  /** After the numbers: what else a business gives (an order's reference). */
  children?: ReactNode
}

/**
 * Private or business, then a business's company name, chamber-of-commerce number (SIREN) and VAT
 * number: the group the profile and an order's buyer share, in a two-column grid.
 */
export function CompanyFields({ prefix = '', labels, children }: Props) {
  const { texts } = useFormParts()
  const business = useWatch({ name: `${prefix}customerType` }) === 'BUSINESS'
  return (
    <>
      <div className="sm:col-span-2">
        <CustomerTypeField name={`${prefix}customerType`} />
      </div>
      {business && (
        <>
          <TextField
            name={`${prefix}companyName`}
            label={texts.companyName}
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <TextField
            name={`${prefix}chamberOfCommerceNumber`}
            label={labels?.chamberOfCommerceNumber ?? texts.chamberOfCommerceNumber}
            hint={texts.chamberOfCommerceHint}
            inputMode="numeric"
          />
          <TextField name={`${prefix}vatNumber`} label={labels?.vatNumber ?? texts.vatNumber} />
          {children}
        </>
      )}
    </>
  )
}
