import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { bodyField, titleField } from '@/fields/content'
import { ctaField } from '@/fields/link'
import { isHexColor } from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'

import { blockThumbnail } from '../thumbnail'

/** A section on a coloured background; the text colour keeps AA contrast. */
export const Colored: Block = blockWithWords({
  slug: 'colored',
  interfaceName: 'ColoredBlock',
  admin: { images: blockThumbnail('colored') },
  fields: [
    titleField(),
    bodyField(),
    ctaField(),
    {
      name: 'color',
      type: 'text',
      required: true,
      defaultValue: '#c8102e',
      validate: validateWith(isHexColor, (texts) => texts.Validation.hexColor),
    },
    {
      name: 'textColor',
      type: 'select',
      required: true,
      defaultValue: 'light',
      options: ['light', 'dark'].map((value) => ({ label: value, value })),
    },
  ],
})
