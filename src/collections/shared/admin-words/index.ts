import type { Block, CollectionConfig, Plugin } from 'payload'

import { adminWordsAt } from '@/i18n/admin-texts'

import { fieldsWithWords, type WordsSection } from './fields'

const labelsOf = (section: WordsSection) => {
  const singular = adminWordsAt([...section, 'singular'])
  const plural = adminWordsAt([...section, 'plural'])
  return singular && plural ? { singular, plural } : undefined
}

/** A block kind with the admin's words for it and its fields (Admin.Blocks.<slug>). */
export function blockWithWords(block: Block): Block {
  const section = ['Blocks', block.slug] as const
  return {
    ...block,
    labels: block.labels ?? labelsOf(section),
    fields: fieldsWithWords(block.fields, section),
  }
}

/**
 * A collection with the admin's words (Admin.Collections.<slug>): its names, its
 * description, its group's name (Groups.<group>) and its fields'.
 */
export function collectionWithWords(collection: CollectionConfig): CollectionConfig {
  const section = ['Collections', collection.slug] as const
  const { group, description } = collection.admin ?? {}
  return {
    ...collection,
    labels: collection.labels ?? labelsOf(section),
    admin: {
      ...collection.admin,
      ...(typeof group === 'string' && { group: adminWordsAt(['Groups', group]) ?? group }),
      description: description ?? adminWordsAt([...section, 'description']),
    },
    fields: fieldsWithWords(collection.fields, section),
  }
}

/**
 * Every collection in the staff member's admin language: run after the plugins that add fields
 * (store tenancy), so theirs are worded too. Payload's own collections keep Payload's words.
 */
export const adminWords: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug.startsWith('payload-') ? collection : collectionWithWords(collection),
  ),
})
