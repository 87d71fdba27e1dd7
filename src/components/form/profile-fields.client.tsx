'use client'

import { useFormParts } from './form-parts.client'
import { CompanyFields } from './company-fields.client'
import { ReadOnlyField } from './read-only-field'
import { legendClass } from './styles'
import { FormEmailField, FormNameFields } from './form-person-fields.client'

/** The profile's own words (AccountArea), which the forms sharing the kit's fields do not carry. */
type ProfileTexts = Record<
  'personalLegend' | 'email' | 'emailReadOnly' | 'invoiceEmail' | 'invoiceEmailHint',
  string
>

type Props = { email: string; storeCountry: string; texts: ProfileTexts }

/**
 * The profile's own fields: names, the login e-mail (shown, not changed), the invoice e-mail,
 * private or business, and a business's company name, register number and VAT number. The
 * register is the address's country's, else the store's (detailsSchemaFor).
 */
export function ProfileFields({ email, storeCountry, texts }: Props) {
  const { id } = useFormParts()
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className={legendClass}>{texts.personalLegend}</legend>
      <FormNameFields />
      <ReadOnlyField
        id={`${id}-email`}
        label={texts.email}
        value={email}
        hint={texts.emailReadOnly}
      />
      <FormEmailField
        name="invoiceEmail"
        label={texts.invoiceEmail}
        hint={texts.invoiceEmailHint}
      />
      <CompanyFields countryField="address.countryCode" fallbackCountry={storeCountry} />
    </fieldset>
  )
}
