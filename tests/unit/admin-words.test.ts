import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en/admin'
import fr from '@/i18n/messages/fr/admin'
import nl from '@/i18n/messages/nl/admin'

import { adminTextSlots, englishWords, isCode, isTranslated } from '../support/admin-words'

let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('@payload-config')).default
}, 120_000)

describe("the admin's words", () => {
  it('are, for every collection, field, option and block, given in French, Dutch and English', () => {
    const untranslated = [...adminTextSlots(config)].filter(
      ({ where, value }) =>
        !isTranslated(value) &&
        typeof value !== 'function' &&
        value !== false &&
        !isCode(where, value),
    )
    expect(untranslated).toEqual([])
  })

  it('name the collections and groups in the staff member’s language', () => {
    const orders = config.collections.find((collection) => collection.slug === 'orders')!
    expect(orders.labels.plural).toEqual({ fr: 'Commandes', nl: 'Bestellingen', en: 'Orders' })
    expect(orders.admin.group).toEqual({ fr: 'Ventes', nl: 'Verkoop', en: 'Sales' })
  })

  it('give every date field a format in the reader’s language (date-fns localized tokens)', () => {
    const orders = config.collections.find((collection) => collection.slug === 'orders')!
    const paidAt = orders.fields.find((field) => 'name' in field && field.name === 'paidAt')!
    expect(paidAt.admin).toMatchObject({ date: { displayFormat: 'PPPp', timeFormat: 'p' } })
    expect(config.admin.dateFormat).toBe('PPPp')
  })

  it('list the English words French says otherwise, from the config', () => {
    const words = englishWords(config)
    expect(words).toEqual(expect.arrayContaining(['Gift cards', 'Page blocks', 'Sales', 'Variant']))
    expect(words).not.toContain('Image')
  })

  it('count a block picture’s alt as a word of ours: Payload shows one text in every language', () => {
    const words = { fr: 'Citation', nl: 'Citaat', en: 'Quote' }
    const quote = {
      slug: 'quote',
      labels: { singular: words, plural: words },
      admin: { images: { thumbnail: { url: '/block-thumbnails/quote.png', alt: 'A quote' } } },
      fields: [],
    }
    const pages = { slug: 'pages', labels: { singular: words, plural: words }, admin: {} }
    const layout = { name: 'layout', type: 'blocks', label: words, blocks: [quote] }
    const made = { collections: [{ ...pages, fields: [layout] }] } as unknown as SanitizedConfig
    expect([...adminTextSlots(made)]).toContainEqual({
      where: 'block quote thumbnail alt',
      value: 'A quote',
    })
    expect(englishWords(made)).toContain('A quote')
    // The project's pictures are decorative: the picker names each block beside its picture.
    const alts = [...adminTextSlots(config)].filter(({ where }) => where.endsWith(' alt'))
    expect(alts).toEqual([])
  })

  it('are the same keys in the three message files', () => {
    const keys = (node: unknown, at = ''): string[] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([key, value]) => keys(value, `${at}.${key}`))
        : [at]
    expect(keys(fr).sort()).toEqual(keys(en).sort())
    expect(keys(nl).sort()).toEqual(keys(en).sort())
  })
})
