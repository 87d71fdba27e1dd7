import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { mediaOfDocumentStore } from '@/collections/media/document-store'
import { isHexColor } from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'

export const titleField = (name = 'title', required = true): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
})

export const textField = (name: string, required = false): Field => ({
  name,
  type: 'textarea',
  localized: true,
  required,
})

/** Rich text inside a block: Lexical without nested blocks (pages embed blocks one level up). */
export const bodyField = (name = 'body', required = false): Field => ({
  name,
  type: 'richText',
  localized: true,
  required,
  editor: lexicalEditor(),
})

/** An image of the document's store or a shared one (mediaOfDocumentStore). */
export const imageField = (name = 'image', required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  filterOptions: mediaOfDocumentStore,
})

/** A product background colour as the spec has it: colour and opacity (0 to 100). */
export const backgroundColorField = (name = 'backgroundColor'): Field => ({
  name,
  type: 'group',
  fields: [
    {
      name: 'color',
      type: 'text',
      defaultValue: '#f5f2ee',
      validate: validateWith(isHexColor, (texts) => texts.Validation.hexColor),
    },
    { name: 'opacity', type: 'number', min: 0, max: 100, defaultValue: 100 },
  ],
})

export const variantField = (options: readonly string[], defaultValue: string): Field => ({
  name: 'variant',
  type: 'select',
  required: true,
  defaultValue,
  options: options.map((value) => ({ label: value, value })),
})
