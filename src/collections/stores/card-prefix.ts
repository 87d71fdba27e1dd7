import type { Field } from 'payload'

import { adminLabel, adminText } from '@/i18n/admin-texts'

export const isCardPrefix = (value: unknown): boolean =>
  typeof value === 'string' && /^\d{7}$/.test(value)

/**
 * The first 7 digits of every card the store issues: a card names its store, and another store's
 * number is refused as such. Unique, so no two stores issue the same numbers.
 */
export const cardPrefixField: Field = {
  name: 'cardPrefix',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: adminLabel((texts) => texts.StoreRules.cardPrefixLabel),
  admin: { description: adminLabel((texts) => texts.StoreRules.cardPrefixDescription) },
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    isCardPrefix(value) || adminText(req.i18n?.language, (texts) => texts.StoreRules.cardPrefix),
}
