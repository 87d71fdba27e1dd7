import type { Field } from 'payload'

import { isTagManagerId, validateWith } from './validators'

/**
 * The store's analytics account: the tag manager container its pages load, which takes the
 * events of window.dataLayer (spec §4). Empty: no container.
 */
export const analyticsField: Field = {
  name: 'analytics',
  type: 'group',
  fields: [
    {
      name: 'tagManagerId',
      type: 'text',
      validate: validateWith(isTagManagerId, 'Use a container id such as GTM-ABC1234'),
      admin: { description: 'Google Tag Manager container id, e.g. GTM-ABC1234.' },
    },
  ],
}
