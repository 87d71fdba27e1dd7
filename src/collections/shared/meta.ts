import type { Field } from 'payload'

import { mediaOfDocumentStore } from '@/collections/media/document-store'

export const robotsStates = ['index-follow', 'noindex', 'noindex-nofollow'] as const
export type RobotsState = (typeof robotsStates)[number]

/** Page metadata of spec §3: title, keywords, robots state; hreflang and canonical are derived. */
export const metaField: Field = {
  name: 'meta',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'keywords', type: 'text', localized: true },
    {
      name: 'robots',
      type: 'select',
      required: true,
      defaultValue: 'index-follow',
      options: ['index-follow', 'noindex', 'noindex-nofollow'],
    },
    { name: 'image', type: 'upload', relationTo: 'media', filterOptions: mediaOfDocumentStore },
  ],
}
