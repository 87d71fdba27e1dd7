import { describe, expect, it } from 'vitest'

import { ownLanguagesOf, requiredInStoreLanguages } from '@/collections/stores/store-languages'

const belgianStore = {
  country: 'BE',
  countriesCombinations: [
    { country: 'FR', languagesCombinations: [{ languageCode: 'fr' }] },
    { country: 'BE', languagesCombinations: [{ languageCode: 'nl' }, { languageCode: 'fr' }] },
  ],
}
const dutchStore = {
  country: 'NL',
  countriesCombinations: [{ country: 'NL', languagesCombinations: [{ languageCode: 'nl' }] }],
}

/** The validator as Payload calls it on a save in `locale`, read by staff in `language`. */
const validate = (value: unknown, data: object, locale: string, language = 'en') =>
  requiredInStoreLanguages(value, {
    data,
    req: { locale, i18n: { language } },
  } as unknown as Parameters<typeof requiredInStoreLanguages>[1])

describe('a store’s own languages', () => {
  it('are its own country entry’s, else unknown', () => {
    expect(ownLanguagesOf(belgianStore)).toEqual(['nl', 'fr'])
    expect(ownLanguagesOf(dutchStore)).toEqual(['nl'])
    expect(ownLanguagesOf({ country: 'DE', countriesCombinations: [] })).toBeNull()
    expect(ownLanguagesOf(undefined)).toBeNull()
  })

  it('need a title in each of them, and none in another language', () => {
    const message = 'Enter a title: the store shows it in this language (nl).'
    expect(validate('', dutchStore, 'nl')).toBe(message)
    expect(validate('  ', dutchStore, 'nl')).toBe(message)
    expect(validate(null, dutchStore, 'fr')).toBe(true)
    expect(validate('Cadeaubonnen', dutchStore, 'nl')).toBe(true)
    expect(validate(undefined, belgianStore, 'fr', 'fr')).toBe(
      'Indiquez un titre : la boutique l’affiche dans cette langue (nl, fr).',
    )
  })

  it('need a title in every language while the store’s own are not known', () => {
    expect(validate('', { country: 'DE' }, 'fr')).toBe(
      'Enter a title: the store shows it in this language (fr).',
    )
  })
})
