import type { CompiledMessage } from 'icu-minify/format'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { cartMessages } from '@/commerce/widgets/cart/messages'
import { searchMessages } from '@/components/search-modal/messages'
import { compiledTranslator } from '@/i18n/compiled-translator'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import { precompile } from '@/i18n/precompile'

const languages = { fr, nl, en } as const

/** Values every cart message may name: counts across plural categories, both selects. */
const samples = [0, 1, 2, 5, 1234].flatMap((count) =>
  ['yes', 'other'].map((own) => ({
    count,
    own,
    product: 'Bistrot du Port',
    receiver: 'Alice',
    extras: 'Emballage, Message',
    amount: '25,00 €',
  })),
)

describe('messages compiled on the server, formatted in the browser (i18n/precompile.ts)', () => {
  for (const [locale, messages] of Object.entries(languages)) {
    it(`write every cart and search text as next-intl does (${locale})`, () => {
      const compiled = { ...cartMessages(messages), ...searchMessages(messages) }
      for (const namespace of ['Cart', 'Validation', 'Common', 'Modal', 'Search'] as const) {
        const ours = compiledTranslator(
          locale,
          compiled[namespace] as Record<string, CompiledMessage>,
          namespace,
        )
        const theirs = createTranslator({ locale, messages, namespace }) as unknown as (
          key: string,
          values: object,
        ) => string
        const keys = Object.keys(compiled[namespace])
        expect(keys.length).toBeGreaterThan(0)
        for (const key of keys) {
          for (const values of samples) {
            expect(ours(key, values), `${namespace}.${key}`).toBe(theirs(key, values))
          }
        }
      }
    })
  }

  it('are plain data a server component can hand to a client one', () => {
    const objects: object[] = []
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return
      objects.push(value)
      Object.values(value).forEach(walk)
    }
    walk({ ...cartMessages(fr), ...searchMessages(fr) })
    expect(objects.length).toBeGreaterThan(20)
    const odd = objects.filter(
      (value) => !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype,
    )
    expect(odd).toEqual([])
  })

  it('keeps plain texts as they are and answers a missing key with its path', () => {
    expect(precompile({ A: { b: 'Fermer' } })).toEqual({ A: { b: 'Fermer' } })
    expect(cartMessages(fr).States.empty).toBe(fr.Cart.empty)
    const t = compiledTranslator('fr', precompile({ b: 'Fermer' }), 'A')
    expect(t('missing' as 'b')).toBe('A.missing')
  })
})
