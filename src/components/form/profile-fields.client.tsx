'use client'

import { useWatch } from 'react-hook-form'

import { useFormParts } from './form-parts.client'
import { CustomerTypeField } from './customer-type-field.client'
import { ReadOnlyField } from './read-only-field'
import { legendClass } from './styles'
import { TextField } from './form-text-field.client'

/**
 * The profile's own fields: names, the login e-mail (shown, not changed), the invoice e-mail,
 * private or business, and a business's company name, SIREN and VAT number.
 */
export function ProfileFields({ email }: { email: string }) {
  const { id, texts } = useFormParts()
  const business = useWatch({ name: 'customerType' }) === 'BUSINESS'
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className={legendClass}>{texts.personalLegend}</legend>
      <TextField name="firstName" label={texts.firstName} autoComplete="given-name" />
      <TextField name="lastName" label={texts.lastName} autoComplete="family-name" />
      <ReadOnlyField
        id={`${id}-email`}
        label={texts.email}
        value={email}
        hint={texts.emailReadOnly}
      />
      <TextField
        name="invoiceEmail"
        label={texts.invoiceEmail}
        hint={texts.invoiceEmailHint}
        type="email"
        autoComplete="email"
      />
      <div className="sm:col-span-2">
        <CustomerTypeField />
      </div>
      {business && (
        <>
          <TextField
            name="companyName"
            label={texts.companyName}
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <TextField
            name="kvkNumber"
            label={texts.kvkNumber}
            hint={texts.kvkHint}
            inputMode="numeric"
          />
          <TextField name="vatNumber" label={texts.vatNumber} />
        </>
      )}
    </fieldset>
  )
}
