/** Every field of the checkout form, as react-hook-form paths (where gateway errors may land). */
const postal = ['street', 'houseNumber', 'suffix', 'postCode', 'city', 'countryCode']

export const FIELD_PATHS: ReadonlySet<string> = new Set([
  ...[
    'customerType',
    'firstName',
    'lastName',
    'companyName',
    'chamberOfCommerceNumber',
    'vatNumber',
    'referenceNumber',
    'email',
    'phoneCountry',
    'phoneNational',
    ...postal,
  ].map((name) => `billingAddress.${name}`),
  ...['firstName', 'lastName', ...postal].map((name) => `deliveryAddress.${name}`),
  'paymentMethod',
  'paymentDetails.bankId',
  'paymentDetails.blikCode',
  'paymentDetails.mbwayPhone',
  'termsAccepted',
  'createAccount.password',
  'createAccount.passwordConfirmation',
])
