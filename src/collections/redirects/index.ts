import type { CollectionConfig } from 'payload'

import { editorsDocuments } from '@/collections/shared/access'
import { isLinkHref } from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'

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
      validate: validateWith(isPath, (texts) => texts.Validation.redirectFrom),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validateWith(isLinkHref, (texts) => texts.Validation.redirectTo),
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
  ],
}
