import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isLinkHref, validateWith } from '@/collections/stores/validators'

import { revalidateRedirects } from './hooks/revalidate-redirects'

const isPath = (value: unknown) => typeof value === 'string' && /^\/\S*\/$/.test(value)

/** Redirects editors manage: an old path to a new path or URL, permanent or temporary. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Content', defaultColumns: ['from', 'to', 'permanent'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [revalidateRedirects.afterChange],
    afterDelete: [revalidateRedirects.afterDelete],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
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
