import type { Block } from 'payload'

import { textField, titleField } from '@/fields/content'

/** Contact details of the store (customer service, opening hours, business contact). */
export const Contact: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  fields: [
    titleField(),
    textField('intro'),
    { name: 'showCustomerService', type: 'checkbox', defaultValue: true },
    { name: 'showOpeningHours', type: 'checkbox', defaultValue: true },
    { name: 'showBusinessContact', type: 'checkbox', defaultValue: false },
  ],
}
