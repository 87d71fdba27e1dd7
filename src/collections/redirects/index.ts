import type { CollectionConfig } from 'payload'

import { editorsDocuments } from '@/collections/shared/access'
import { isLinkHref, validateWith } from '@/collections/stores/validators'

import { revalidateRedirects } from './hooks/revalidate-redirects'

const isPath = (value: unknown) => typeof value === 'string' && /^\/\S*\/$/.test(value)

/** Redirects editors manage: an old path to a new path or URL, permanent or temporary. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    group: 'Content',
    defaultColumns: ['from', 'to', 'permanent'],
    hidden: editorsDocuments.hidden,
  },
  access: editorsDocuments.access,
  // Unique within its store (store-tenancy.ts): each store has its own.
  indexes: [{ fields: ['from', 'store'], unique: true }],
  hooks: {
    afterChange: [revalidateRedirects.afterChange],
    afterDelete: [revalidateRedirects.afterDelete],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      validate: validateWith(isPath, 'A path with slashes around it, e.g. /ancienne-page/'),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validateWith(isLinkHref, 'A path of this store or an http(s) URL'),
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
  ],
}
