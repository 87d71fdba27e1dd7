import type { Field } from 'payload'

import { mediaOfEditedStore } from '@/collections/media/document-store'
import { pathField } from '@/fields/link'

import { requiredInStoreLanguages } from './store-languages'
import { paymentLogoKinds, socialNetworks, toOptions } from './options'
import { isHexColor } from './validators'
import { validateWith } from '@/collections/shared/validate-with'

const image = (name: string, required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  filterOptions: mediaOfEditedStore,
})

const color = (name: string, defaultValue: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  validate: validateWith(isHexColor, (texts) => texts.Validation.hexColor),
})

/** Logos, icons, trust marks, social links and theme colours of a storefront (spec §1, §3). */
export const brandingFields: Field[] = [
  image('mainLogo', true),
  image('footerLogo'),
  image('notFoundImage'),
  {
    name: 'paymentIcons',
    type: 'select',
    hasMany: true,
    options: toOptions(paymentLogoKinds),
  },
  {
    name: 'trustMarks',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', localized: true, validate: requiredInStoreLanguages },
      image('image', true),
      { name: 'url', type: 'text' },
    ],
  },
  {
    name: 'socialLinks',
    type: 'array',
    fields: [
      { name: 'network', type: 'select', required: true, options: toOptions(socialNetworks) },
      pathField('path'),
    ],
  },
  {
    name: 'choiceGiftCardLink',
    type: 'group',
    fields: [{ name: 'title', type: 'text', localized: true }, pathField()],
  },
  {
    name: 'theme',
    type: 'group',
    fields: [
      color('brand', '#c8102e'),
      color('brandContrast', '#ffffff'),
      color('accent', '#ffb81c'),
      color('text', '#1d1d1f'),
      color('background', '#ffffff'),
      color('muted', '#f5f2ee'),
    ],
  },
]
