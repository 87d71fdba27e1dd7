import type { CustomerType } from '@/commerce/domain/account/address'
import { typedNumber } from '@/commerce/domain/typed-number'

/**
 * What the account forms hold: strings as typed (a house number too), the phone as the
 * calling-code select's country and the national number. The domain schemas get the input
 * these values describe (see details-values.ts and address-values.ts).
 */
export type PhoneValues = { phoneCountry: string; phoneNational: string }

export type PostalValues = {
  street: string
  houseNumber: string
  suffix: string
  postCode: string
  city: string
  countryCode: string
}

export type NameValues = {
  firstName: string
  lastName: string
  customerType: CustomerType
  companyName: string
}

/** No one yet: a private customer with empty names. */
export const blankNames: NameValues = {
  firstName: '',
  lastName: '',
  customerType: 'PRIVATE',
  companyName: '',
}

/** Who a stored profile or address book entry is, as the form's strings. */
export const nameValues = (person: {
  firstName: string
  lastName: string
  customerType: CustomerType
  companyName?: string | null
}): NameValues => ({
  firstName: person.firstName,
  lastName: person.lastName,
  customerType: person.customerType,
  companyName: person.companyName ?? '',
})

/** The names as a schema input: a company only for a business customer. */
export const nameInput = (values: NameValues) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  customerType: values.customerType,
  companyName: values.customerType === 'BUSINESS' ? values.companyName : null,
})

/** No phone yet: the calling code of the store's country (phone-values.ts reads a stored one). */
export const blankPhone = (country: string): PhoneValues => ({
  phoneCountry: country,
  phoneNational: '',
})

/** An empty address in the store's country. */
export const blankPostal = (countryCode: string): PostalValues => ({
  street: '',
  houseNumber: '',
  suffix: '',
  postCode: '',
  city: '',
  countryCode,
})

/** A stored address as the form's strings. */
export const postalValues = (address: {
  street: string
  houseNumber: number
  suffix: string | null
  postCode: string
  city: string
  countryCode: string
}): PostalValues => ({
  street: address.street,
  houseNumber: String(address.houseNumber),
  suffix: address.suffix ?? '',
  postCode: address.postCode,
  city: address.city,
  countryCode: address.countryCode,
})

/** The postal part of a schema input. */
export const postalInput = (values: PostalValues) => ({
  street: values.street,
  houseNumber: typedNumber(values.houseNumber),
  suffix: values.suffix,
  postCode: values.postCode,
  city: values.city,
  countryCode: values.countryCode,
})

/** Whether the customer typed nothing in an address's own fields (the country is preset). */
export const isBlankPostal = (values: PostalValues): boolean =>
  [values.street, values.houseNumber, values.suffix, values.postCode, values.city].every(
    (text) => !text.trim(),
  )
