import type { Field } from 'payload'

import { isTagManagerId } from '@/commerce/domain/analytics/tag-manager'
import { adminLabel, adminText } from '@/i18n/admin-texts'

/**
 * The store's analytics account: the tag manager container its pages load once the visitor
 * consents to analytics, which takes the events of window.dataLayer (spec §4). Empty: no container.
 */
export const analyticsField: Field = {
  name: 'analytics',
  type: 'group',
  fields: [
    {
      name: 'tagManagerId',
      type: 'text',
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        value === null ||
        value === undefined ||
        value === '' ||
        isTagManagerId(value) ||
        adminText(req.i18n?.language, (texts) => texts.StoreRules.tagManagerId),
      admin: { description: adminLabel((texts) => texts.StoreRules.tagManagerIdDescription) },
    },
  ],
}
