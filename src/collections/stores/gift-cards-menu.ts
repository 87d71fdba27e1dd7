import type { Field } from 'payload'

import { ofThisStore } from './own-catalogue'

/** The categories of the header's gift cards menu, in menu order (spec §2, §3 category menu). */
export const giftCardsMenuField: Field = {
  name: 'giftCardsMenu',
  type: 'relationship',
  relationTo: 'categories',
  hasMany: true,
  filterOptions: ofThisStore,
}
