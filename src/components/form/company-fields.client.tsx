'use client'

import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import { companyRegister } from '@/commerce/domain/account/business'

import { CustomerTypeField } from './customer-type-field.client'
import { useFormParts } from './form-parts.client'
import { TextField } from './form-text-field.client'

type Props = {
  /** Where the fields sit in the form: '' (the profile) or 'billingAddress.' (an order's buyer). */
  prefix?: string
  /**
   * The country whose register the number belongs to, as the rules pick it: the form's field
   * holding it (the billing or profile address's country), else `fallbackCountry` (the store's).
   */
  countryField: string
  fallbackCountry?: string
  /** The number is required (an order's business buyer), so its label says no "optional". */
  required?: boolean
  /** The VAT number's label when the form has its own words (the checkout's); else the kit's. */
  vatLabel?: string
  /** After the numbers: what else a business gives (an order's reference). */
  children?: ReactNode
}

/**
 * Private or business, then a business's company name, chamber-of-commerce number (SIREN, KBO,
 * KvK: named after the country's register) and VAT number: the group the profile and an order's
 * buyer share, in a two-column grid.
 */
export function CompanyFields({
  prefix = '',
  countryField,
  fallbackCountry = '',
  required = false,
  vatLabel,
  children,
}: Props) {
  const { texts } = useFormParts()
  const business = useWatch({ name: `${prefix}customerType` }) === 'BUSINESS'
  const watched: unknown = useWatch({ name: countryField })
  const { name } = companyRegister((typeof watched === 'string' && watched) || fallbackCountry)
  const register = texts.registers[name]
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
            label={required ? register.label : register.optionalLabel}
            hint={register.hint}
            // Registers elsewhere may hold letters; the known ones are digits only.
            inputMode={name === 'chamberOfCommerceNumber' ? 'text' : 'numeric'}
          />
          <TextField name={`${prefix}vatNumber`} label={vatLabel ?? texts.vatNumber} />
          {children}
        </>
      )}
    </>
  )
}
