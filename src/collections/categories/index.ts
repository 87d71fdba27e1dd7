import { imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'

/** Gift card categories (/categorie/{url}/); also the taxonomy that filters blocks queues. */
export const Categories = contentCollection({
  slug: 'categories',
  group: 'Catalogue',
  fields: [
    textField('description'),
    imageField('icon'),
    {
      name: 'topList',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 4,
    },
  ],
})
