/** Product types of spec §3: gift cards, donations and packs of blank gift cards. */
export const productTypes = ['giftcard', 'donation', 'blankGiftCardPack'] as const
export type ProductType = (typeof productTypes)[number]

/** Delivery types a product's variations come in (spec §3 Variation.variationType). */
export const variationTypes = ['digital', 'physical'] as const
export type VariationType = (typeof variationTypes)[number]
