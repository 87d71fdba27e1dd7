import { describe, expect, it } from 'vitest'

import { switcherCombinations } from '@/components/store-switcher/combinations'
import {
  countryOptions,
  languageOptions,
  languagesOf,
  storeAndLanguage,
  valuesForCountry,
} from '@/components/store-switcher/language-form'
import { languageFormSchema } from '@/components/store-switcher/language-form-schema'
import { type Alternates, targetPath } from '@/components/store-switcher/target-path'
import fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { frenchStore } from '@/seed/data/store-fr'

const combinations = switcherCombinations(frenchStore)
/** English added to France and Poland: this app serves French and Dutch only. */
const withEnglish = switcherCombinations({
  ...frenchStore,
  countriesCombinations: frenchStore.countriesCombinations?.map((c) =>
    c.country === 'FR' || c.country === 'PL'
      ? {
          ...c,
          languagesCombinations: [
            ...(c.languagesCombinations ?? []),
            { languageCode: 'en', isDefault: false, currency: 'EUR' as const },
          ],
        }
      : c,
  ),
})

describe('country options', () => {
  it('sorts the countries by their name in the active language', () => {
    expect(countryOptions(combinations, 'fr').map((o) => o.label)).toEqual([
      'Allemagne',
      'Belgique',
      'France',
      'Pays-Bas',
      'Pologne',
      'Royaume-Uni',
    ])
    expect(countryOptions(combinations, 'nl').map((o) => o.value)).toEqual([
      'BE',
      'DE',
      'FR',
      'NL',
      'PL',
      'GB',
    ])
  })
})

describe('languages of a country', () => {
  it("offers only the app's languages for the store's own country", () => {
    const france = withEnglish.find((c) => c.country === 'FR')
    expect(languagesOf(france).map((l) => l.languageCode)).toEqual(['fr', 'nl'])
  })

  it("takes another store's languages as they are, named in their own language", () => {
    const poland = withEnglish.find((c) => c.country === 'PL')
    expect(languageOptions(languagesOf(poland))).toEqual([
      { value: 'pl', label: 'Polski' },
      { value: 'en', label: 'English' },
    ])
  })
})

describe('values for a country', () => {
  it('resets the language to the default one and takes its currency', () => {
    expect(valuesForCountry(combinations, 'BE')).toEqual({
      country: 'BE',
      language: 'nl',
      currency: 'EUR',
    })
    expect(valuesForCountry(combinations, 'GB')).toEqual({
      country: 'GB',
      language: 'en',
      currency: 'GBP',
    })
  })

  it('keeps a language the country has, and takes the first when none is the default', () => {
    expect(valuesForCountry(combinations, 'FR', 'nl').language).toBe('nl')
    const noDefault = [
      {
        country: 'CH',
        url: 'https://ch.example/',
        languagesCombinations: [
          { languageCode: 'de', isDefault: false, currency: 'CHF' },
          { languageCode: 'fr', isDefault: false, currency: 'EUR' },
        ],
      },
    ]
    expect(valuesForCountry(noDefault, 'CH')).toEqual({
      country: 'CH',
      language: 'de',
      currency: 'CHF',
    })
  })

  it('leaves language and currency empty for an unknown country', () => {
    expect(valuesForCountry(combinations, 'US')).toEqual({
      country: 'US',
      language: '',
      currency: '',
    })
  })

  it("names where the shopper is: 'France · Français'", () => {
    expect(storeAndLanguage('FR', 'fr', 'fr')).toBe('France · Français')
    expect(storeAndLanguage('FR', 'nl', 'nl')).toBe('Frankrijk · Nederlands')
  })
})

describe('language form schema', () => {
  const schema = languageFormSchema(fr.StoreSwitcher)
  const messages = (values: object) => {
    const result = schema.safeParse(values)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('requires country, language and currency with the messages of spec §5', () => {
    expect(messages({ country: '', language: '', currency: '' })).toEqual([
      'Le pays est un champ obligatoire',
      'La langue est un champ obligatoire',
      'La devise est un champ obligatoire',
    ])
    expect(messages({ country: 'BE', language: 'nl', currency: 'EUR' })).toEqual([])
  })
})

describe('target path', () => {
  const target = (
    values: { country: string; language: string },
    pathname: string,
    alternates: Alternates = {},
    locale: Locale = 'fr',
  ) => targetPath({ values, storeCountry: 'FR', locale, combinations, pathname, alternates })

  it('takes a fixed route to the new language, without prefix for French', () => {
    expect(target({ country: 'FR', language: 'nl' }, '/cartes-cadeaux/')).toBe('/nl/cadeaubonnen/')
    expect(target({ country: 'FR', language: 'nl' }, '/')).toBe('/nl/')
    expect(target({ country: 'FR', language: 'fr' }, '/nl/saldocheck/', {}, 'nl')).toBe(
      '/verifier-solde/',
    )
    expect(target({ country: 'FR', language: 'fr' }, '/nl', {}, 'nl')).toBe('/')
  })

  it("prefers the page's own alternate, keeping only its path", () => {
    const alternates = {
      'fr-FR': 'https://www.cartecadeau.example.fr/noel/',
      nl: 'https://www.cartecadeau.example.fr/nl/kerst/',
      'x-default': 'https://www.cartecadeau.example.fr/noel/',
    }
    expect(target({ country: 'FR', language: 'nl' }, '/noel/', alternates)).toBe('/nl/kerst/')
    expect(target({ country: 'FR', language: 'fr' }, '/nl/kerst/', alternates, 'nl')).toBe('/noel/')
  })

  it('never takes an alternate whose path would name another host (issue 35 point 1)', () => {
    for (const nl of [
      'https://www.cartecadeau.example.fr//evil.example/',
      'https://www.cartecadeau.example.fr/.//evil.example/',
      'https://www.cartecadeau.example.fr/\\evil.example/',
    ]) {
      expect(target({ country: 'FR', language: 'nl' }, '/cartes-cadeaux/', { nl })).toBe(
        '/nl/cadeaubonnen/',
      )
    }
  })

  it('falls back to the home page of the language for entity pages without alternate', () => {
    expect(target({ country: 'FR', language: 'nl' }, '/cartes-cadeaux/bol/')).toBe('/nl/')
    expect(target({ country: 'FR', language: 'nl' }, '/une-page/')).toBe('/nl/')
  })

  it("goes to the other store's home, prefixed unless in its default language", () => {
    expect(target({ country: 'BE', language: 'nl' }, '/cartes-cadeaux/')).toBe(
      'http://cadeaubon-be.localhost:3000/',
    )
    expect(target({ country: 'BE', language: 'fr' }, '/cartes-cadeaux/')).toBe(
      'http://cadeaubon-be.localhost:3000/fr/',
    )
    expect(target({ country: 'GB', language: 'en' }, '/')).toBe(
      'https://www.giftcard.example.co.uk/',
    )
  })
})
