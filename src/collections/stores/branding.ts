import type { Field } from 'payload'

import { mediaOfEditedStore } from '@/collections/media/document-store'
import { pathField } from '@/fields/link'

import { requiredInStoreLanguages } from './store-languages'
import { paymentLogoKinds, socialNetworks, toOptions } from './options'
import { THEME_DEFAULTS } from './theme-defaults'
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
      color('brand', THEME_DEFAULTS.brand),
      color('brandContrast', THEME_DEFAULTS.brandContrast),
      color('accent', THEME_DEFAULTS.accent),
      color('text', THEME_DEFAULTS.text),
      color('background', THEME_DEFAULTS.background),
      color('muted', THEME_DEFAULTS.muted),
    ],
  },
]
