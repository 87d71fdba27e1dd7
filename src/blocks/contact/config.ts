import type { Block } from 'payload'

import { textField, titleField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** Contact details of the store (customer service, opening hours, business contact). */
export const Contact: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  admin: { images: blockThumbnail('contact', 'Customer service contacts and opening hours') },
  fields: [
    titleField(),
    textField('intro'),
    { name: 'showCustomerService', type: 'checkbox', defaultValue: true },
    { name: 'showOpeningHours', type: 'checkbox', defaultValue: true },
    { name: 'showBusinessContact', type: 'checkbox', defaultValue: false },
  ],
}
