/** The schema.org kinds of place a card is accepted at (LocalBusiness and its common subtypes). */
export const businessTypes = [
  'LocalBusiness',
  'Restaurant',
  'Store',
  'HealthAndBeautyBusiness',
  'EntertainmentBusiness',
  'SportsActivityLocation',
  'LodgingBusiness',
] as const
export type BusinessType = (typeof businessTypes)[number]
