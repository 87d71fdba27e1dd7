import type { Field } from 'payload'

import { ofThisStore } from './own-catalogue'
import { isLinkHref, validateWith } from './validators'

const linkHref = (name: string, description: string): Field => ({
  name,
  type: 'text',
  required: true,
  validate: validateWith(isLinkHref, 'Use /a-path/ or http(s)://'),
  admin: { description },
})

const image = (name: string): Field => ({ name, type: 'upload', relationTo: 'media' })

/**
 * What the search modal shows before anything is typed (spec §2, §3 "Popular search data"):
 * popular terms, suggested products ('Popular coupons') and highlighted blocks. Localized as a
 * whole, since each language links to its own paths.
 */
export const popularSearchField: Field = {
  name: 'popularSearch',
  type: 'group',
  localized: true,
  admin: { description: 'Shown in the search modal while nothing is typed.' },
  fields: [
    {
      name: 'terms',
      type: 'array',
      labels: { singular: 'Popular term', plural: 'Popular terms' },
      fields: [
        { name: 'title', type: 'text', required: true },
        linkHref('url', 'Where the term leads, e.g. /categorie/restaurants/'),
      ],
    },
    {
      name: 'entities',
      label: 'Suggested products (popular coupons)',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      filterOptions: ofThisStore,
      maxRows: 8,
    },
    {
      name: 'highlightedBlocks',
      type: 'array',
      maxRows: 2,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        image('cardImage'),
        image('backgroundImage'),
        linkHref('referencedPath', 'Where the block leads, e.g. /offrir-un-moment/'),
        { name: 'showHand', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
