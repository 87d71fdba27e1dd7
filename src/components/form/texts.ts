import type fr from '@/i18n/messages/fr'

import type { FieldErrorTexts } from './field-text'

type Label =
  | 'personalLegend'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailReadOnly'
  | 'invoiceEmail'
  | 'invoiceEmailHint'
  | 'customerType'
  | 'private'
  | 'business'
  | 'companyName'
  | 'chamberOfCommerceNumber'
  | 'chamberOfCommerceHint'
  | 'vatNumber'
  | 'callingCode'
  | 'phoneNumber'
  | 'street'
  | 'houseNumber'
  | 'suffix'
  | 'postCode'
  | 'city'
  | 'country'
  | 'countryPlaceholder'

/**
 * The words of the shared details, phone and address fields (account area, checkout, redeem):
 * their labels (the `AccountArea` messages), the select's, and their errors'.
 */
export type FieldsTexts = Pick<Record<keyof (typeof fr)['AccountArea'], string>, Label> &
  FieldErrorTexts & { selectEmpty: string; selectOpen: string }
