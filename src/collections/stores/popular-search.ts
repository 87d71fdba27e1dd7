import type { Field } from 'payload'

import { mediaOfEditedStore } from '@/collections/media/document-store'

import { ofThisStore } from './own-catalogue'
import { isLinkHref } from './validators'
import { validateWith } from '@/collections/shared/validate-with'

const linkHref = (name: string): Field => ({
  name,
  type: 'text',
  required: true,
  validate: validateWith(isLinkHref, (texts) => texts.Validation.pathOrUrl),
})

const image = (name: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  filterOptions: mediaOfEditedStore,
})

/**
 * What the search modal shows before anything is typed (spec §2, §3 "Popular search data"):
 * popular terms, suggested products ('Popular coupons') and highlighted blocks. Localized as a
 * whole, since each language links to its own paths.
 */
export const popularSearchField: Field = {
  name: 'popularSearch',
  type: 'group',
  localized: true,
  fields: [
    {
      name: 'terms',
      type: 'array',
      fields: [{ name: 'title', type: 'text', required: true }, linkHref('url')],
    },
    {
      name: 'entities',
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
        linkHref('referencedPath'),
        { name: 'showHand', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
