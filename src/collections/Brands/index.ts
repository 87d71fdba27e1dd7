import { imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'

/** Gift card brand pages: the shop behind a card, with its logo and story. */
export const Brands = contentCollection({
  slug: 'brands',
  group: 'Catalogue',
  fields: [textField('description'), imageField('logo', true)],
})
