import type fr from '@/i18n/messages/fr'

import type { FieldErrorTexts } from './field-text'
import type { RegisterTexts } from './register-words'

type Label =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'customerType'
  | 'private'
  | 'business'
  | 'companyName'
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
 * their labels (the `AccountArea` messages), every company register's, the select's, and their
 * errors'.
 */
export type FieldsTexts = Pick<Record<keyof (typeof fr)['AccountArea'], string>, Label> &
  FieldErrorTexts & { registers: RegisterTexts; selectEmpty: string; selectOpen: string }
