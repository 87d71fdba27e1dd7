import { backgroundColorField, imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'

/** Gift card product pages (/cartes-cadeaux/{product}/); the catalogue adds prices and variations. */
export const Products = contentCollection({
  slug: 'products',
  group: 'Catalogue',
  fields: [
    textField('description'),
    imageField('image', true),
    backgroundColorField(),
    { name: 'showHand', type: 'checkbox', defaultValue: false },
    { name: 'showShadow', type: 'checkbox', defaultValue: true },
  ],
})
