import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { textField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** Contact details of the store (customer service, opening hours, business contact). */
export const Contact: Block = blockWithWords({
  slug: 'contact',
  interfaceName: 'ContactBlock',
  admin: { images: blockThumbnail('contact') },
  fields: [
    titleField(),
    textField('intro'),
    { name: 'showCustomerService', type: 'checkbox', defaultValue: true },
    { name: 'showOpeningHours', type: 'checkbox', defaultValue: true },
    { name: 'showBusinessContact', type: 'checkbox', defaultValue: false },
  ],
})
