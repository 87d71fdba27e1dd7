import type { Field } from 'payload'

/** The categories of the header's gift cards menu, in menu order (spec §2, §3 category menu). */
export const giftCardsMenuField: Field = {
  name: 'giftCardsMenu',
  type: 'relationship',
  relationTo: 'categories',
  hasMany: true,
  admin: { description: 'Categories of the header menu, in this order.' },
}
