import type { Field, Validate } from 'payload'

import { adminLabel, adminText } from '@/i18n/admin-texts'

export const isCardPrefix = (value: unknown): boolean =>
  typeof value === 'string' && /^\d{7}$/.test(value)

type Language = { i18n?: { language?: string } }

/**
 * A valid prefix, kept once the store has issued cards: a new one would make every card it sold
 * unknown to it, or another store's.
 */
const validPrefix: Validate<string, { storeId?: number }> = async (
  value,
  { req, previousValue, data, operation },
) => {
  const language = (req as Language).i18n?.language
  if (!isCardPrefix(value)) return adminText(language, (texts) => texts.StoreRules.cardPrefix)
  if (operation !== 'update' || !previousValue || previousValue === value) return true
  const { totalDocs } = await req.payload.count({
    collection: 'gift-cards',
    where: { storeId: { equals: data.storeId } },
    req,
  })
  return totalDocs === 0 || adminText(language, (texts) => texts.StoreRules.cardPrefixLocked)
}

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
  validate: validPrefix,
}
