import type { Field, Tab } from 'payload'

import { adminWordsAt } from '@/i18n/admin-texts'

import { withLocalizedDates } from './dates'

/** Where a collection's or a block's words live in the admin's messages: `Collections.<slug>`. */
export type WordsSection = readonly ['Collections' | 'Blocks', string]

/** A field as this file reads it: whatever kind, the keys that may carry words. */
type Loose = {
  name?: string
  type: string
  label?: unknown
  labels?: unknown
  admin?: { description?: unknown; date?: Record<string, string> }
  options?: readonly (string | { label?: unknown; value: string })[]
  fields?: Field[]
  tabs?: Tab[]
}

/**
 * The words of one field, looked up by its path in its collection or block (`digital.sku`), then
 * by its name there (`sku`), then among the words every section shares (`Fields.sku`).
 */
function lookup(section: WordsSection, kind: string, shared: string, path: string, name: string) {
  return (
    adminWordsAt([...section, kind, path]) ??
    adminWordsAt([...section, kind, name]) ??
    adminWordsAt([shared, name])
  )
}

function option(section: WordsSection, path: string, name: string, value: string) {
  return (
    adminWordsAt([...section, 'options', path, value]) ??
    adminWordsAt([...section, 'options', name, value]) ??
    adminWordsAt(['Options', name, value])
  )
}

function rowsOf(name: string) {
  const singular = adminWordsAt(['Rows', name, 'singular'])
  const plural = adminWordsAt(['Rows', name, 'plural'])
  return singular && plural ? { singular, plural } : undefined
}

function withWords(field: Loose, section: WordsSection, path: string, name: string): Loose {
  const label = field.label ?? lookup(section, 'fields', 'Fields', path, name)
  const description =
    field.admin?.description ?? lookup(section, 'descriptions', 'Descriptions', path, name)
  const options = field.options?.map((choice) => {
    const { value, label: given } = typeof choice === 'string' ? { value: choice } : choice
    // A label the config gives (a translated object) stays; a bare value or English is looked up.
    if (given && typeof given !== 'string') return choice
    return { value, label: option(section, path, name, value) ?? given ?? value }
  })
  // An array's or blocks field's rows ("Add a testimonial"), else named after the field in English.
  const rows = ['array', 'blocks'].includes(field.type) ? (field.labels ?? rowsOf(name)) : undefined
  return {
    ...field,
    ...(label !== undefined && { label }),
    ...(rows !== undefined && { labels: rows }),
    ...(description !== undefined && { admin: { ...field.admin, description } }),
    ...(options && { options }),
  }
}

/**
 * Gives every field of a collection or block the admin's words it has no translated words for:
 * its label (else Payload makes an English one of its name), description and options' labels,
 * from src/i18n/messages/<language>/admin/. Blocks carry theirs from their own config.
 */
export function fieldsWithWords(fields: Field[], section: WordsSection, parent = ''): Field[] {
  return fields.map((field) => {
    const loose = field as Loose
    const path = loose.name ? (parent ? `${parent}.${loose.name}` : loose.name) : parent
    const worded = loose.name ? withWords(loose, section, path, loose.name) : { ...loose }
    if (loose.type === 'date') worded.admin = withLocalizedDates(worded.admin)
    if (loose.fields) worded.fields = fieldsWithWords(loose.fields, section, path)
    if (loose.tabs) worded.tabs = loose.tabs.map((tab) => tabWithWords(tab, section, path))
    return worded as Field
  })
}

function tabWithWords(tab: Tab, section: WordsSection, parent: string): Tab {
  if (!('name' in tab) || !tab.name) {
    return { ...tab, fields: fieldsWithWords(tab.fields, section, parent) }
  }
  const path = parent ? `${parent}.${tab.name}` : tab.name
  return {
    ...tab,
    label: tab.label ?? lookup(section, 'fields', 'Fields', path, tab.name),
    fields: fieldsWithWords(tab.fields, section, path),
  }
}
