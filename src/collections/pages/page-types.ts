/** Content page types of spec §2 that the Pages collection holds (the others have collections). */
export const pageTypes = [
  'home',
  'home-v2',
  'landing',
  'blank-gift-cards',
  'blog',
  'business-form',
  'business-form-v2',
  'contacts',
  'activation',
  'activation-thank-you',
  'giving-moments-overview',
  'locations-overview',
  'products-overview',
  'redeem-b2b-result',
  'redeem-check',
  'redeem-result',
  'terms',
  'user-home',
  'confirmation',
  'doubler-thank-you',
  'restaurant',
  // Beyond §2's page types: its route id 'promo pop-up' (a promotion over the home page).
  'promo-pop-up',
] as const
export type PageType = (typeof pageTypes)[number]
