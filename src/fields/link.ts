import type { Field } from 'payload'

import { requiredInStoreLanguages } from '@/collections/stores/store-languages'
import { isLinkHref } from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'

/** A menu path as the spec names it: `path { href, type }`, type relative or absolute. */
export const pathField = (name = 'path'): Field => ({
  name,
  type: 'group',
  fields: [
    {
      name: 'href',
      type: 'text',
      required: true,
      validate: validateWith(isLinkHref, (texts) => texts.Validation.linkHref),
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'relative',
      options: ['relative', 'absolute'],
    },
  ],
})

/** A menu item's title, required in the store's own languages (see requiredInStoreLanguages). */
const menuTitle: Field = {
  name: 'title',
  type: 'text',
  localized: true,
  validate: requiredInStoreLanguages,
}

/** A store's menu: items with a title and path, each optionally holding one level of children. */
export const menuField = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    {
      name: 'menuItems',
      type: 'array',
      fields: [
        menuTitle,
        pathField(),
        {
          name: 'children',
          type: 'array',
          fields: [menuTitle, pathField()],
        },
      ],
    },
  ],
})

/** A call to action: a label and where it goes (a path of this store or an absolute URL). */
export const ctaField = (name = 'link', required = false): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', localized: true, required },
    {
      name: 'href',
      type: 'text',
      localized: true,
      required,
      validate: validateWith(isLinkHref, (texts) => texts.Validation.linkHref),
    },
  ],
})
