import type { SanitizedConfig } from 'payload'

/** One text the project gives /admin: where it is, and what the config holds there. */
export type TextSlot = { where: string; value: unknown }

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** A field's texts: label, rows' names, description, options, and those of what it holds. */
function* fieldSlots(field: Node, where: string): Generator<TextSlot> {
  const admin = isNode(field.admin) ? field.admin : {}
  // Fields staff never see: hidden ones, Payload's block name and ids, plugins' watchers.
  if (field.hidden === true || admin.hidden === true || admin.disabled === true) return
  const name = typeof field.name === 'string' ? field.name : ''
  if (['id', 'blockName'].includes(name) || name.startsWith('_')) return
  const here = name ? `${where}.${name}` : where
  if (name || field.type === 'collapsible') yield { where: `${here} label`, value: field.label }
  if (admin.description !== undefined) {
    yield { where: `${here} description`, value: admin.description }
  }
  if (isNode(field.labels)) {
    yield { where: `${here} row`, value: field.labels.singular }
    yield { where: `${here} rows`, value: field.labels.plural }
  }
  for (const option of Array.isArray(field.options) ? field.options : []) {
    const { value, label } = isNode(option) ? option : { value: option, label: option }
    yield { where: `${here} option ${String(value)}`, value: label }
  }
  yield* fieldsSlots(field.fields, here)
  for (const tab of Array.isArray(field.tabs) ? (field.tabs as Node[]) : []) {
    yield { where: `${here} tab`, value: tab.label }
    yield* fieldsSlots(tab.fields, typeof tab.name === 'string' ? `${here}.${tab.name}` : here)
  }
  for (const block of Array.isArray(field.blocks) ? (field.blocks as Node[]) : []) {
    yield* blockSlots(block)
  }
}

function* fieldsSlots(fields: unknown, where: string): Generator<TextSlot> {
  for (const field of Array.isArray(fields) ? (fields as Node[]) : []) {
    yield* fieldSlots(field, where)
  }
}

function* blockSlots(block: Node): Generator<TextSlot> {
  const where = `block ${String(block.slug)}`
  const labels = isNode(block.labels) ? block.labels : {}
  yield { where: `${where} singular`, value: labels.singular }
  yield { where: `${where} plural`, value: labels.plural }
  // Payload writes a picture's alt as given, one string for every language: only "" is no word.
  const images = isNode(block.admin) && isNode(block.admin.images) ? block.admin.images : {}
  for (const kind of ['thumbnail', 'icon']) {
    const image = images[kind]
    if (isNode(image) && image.alt !== '') yield { where: `${where} ${kind} alt`, value: image.alt }
  }
  yield* fieldsSlots(block.fields, where)
}

/**
 * Every text the project's collections, their fields and blocks show in /admin (Payload's own
 * collections left out), read from the built config.
 */
export function* adminTextSlots(config: SanitizedConfig): Generator<TextSlot> {
  for (const collection of config.collections) {
    if (collection.slug.startsWith('payload-')) continue
    const where = collection.slug
    yield { where: `${where} singular`, value: collection.labels.singular }
    yield { where: `${where} plural`, value: collection.labels.plural }
    if (collection.admin.group) yield { where: `${where} group`, value: collection.admin.group }
    if (collection.admin.description) {
      yield { where: `${where} description`, value: collection.admin.description }
    }
    yield* fieldsSlots(collection.fields, where)
  }
}

/** A text in every admin language, as Payload takes it: { fr, nl, en }. */
export const isTranslated = (value: unknown): value is Record<'fr' | 'nl' | 'en', string> =>
  isNode(value) &&
  ['fr', 'nl', 'en'].every((language) => typeof value[language] === 'string' && value[language])

/** Currency codes read the same in every language: their options show the code itself. */
export const isCode = (where: string, value: unknown) =>
  /\.currency option [A-Z]{3}$/.test(where) && where.endsWith(` ${String(value)}`)

/**
 * The project's English words in /admin, longest first: every text of the config in English that
 * French says otherwise (« Image » is both), and every text given in one language only (a
 * currency's code aside), which the project writes in English.
 */
export function englishWords(config: SanitizedConfig): string[] {
  const words = new Set<string>()
  for (const { where, value } of adminTextSlots(config)) {
    if (isTranslated(value) && value.en !== value.fr) words.add(value.en)
    if (typeof value === 'string' && value && !isCode(where, value)) words.add(value)
  }
  return [...words].sort((a, b) => b.length - a.length)
}
