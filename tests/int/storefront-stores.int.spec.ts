import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { dutchStore } from '@/seed/data/store-nl'
import type { Store } from '@/payload-types'
import { sharedMediaId } from '../support/shared-media'

/*
 * Issue 38 points 5 and 6: the seed's three storefronts, each one document of the Stores
 * collection, and the rules a store's data must keep (its own country's languages, hosts and
 * card prefixes of its own). Stores the refusals would have made: none is left behind.
 */
let payload: Payload
let logo: number

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  logo = await sharedMediaId(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const byStoreId = async (storeId: number, locale: 'fr' | 'nl' = 'fr') =>
  (
    await payload.find({
      collection: 'stores',
      where: { storeId: { equals: storeId } },
      depth: 0,
      locale,
    })
  ).docs[0]!

const ownLanguages = (store: Store) =>
  store.countriesCombinations
    ?.find((entry) => entry.country === store.country)
    ?.languagesCombinations?.map(({ languageCode, isDefault }) => [languageCode, isDefault])

describe('the seed’s storefronts', () => {
  it('creates CBFR, CBBE and CBNL with their own hosts, prefixes, VAT, locales and languages', async () => {
    const [fr, be, nl] = await Promise.all([
      byStoreId(52),
      byStoreId(53, 'nl'),
      byStoreId(54, 'nl'),
    ])
    expect(
      [fr, be, nl].map(({ code, cardPrefix, locale, fees }) => [
        code,
        cardPrefix,
        locale,
        fees.vatRate,
      ]),
    ).toEqual([
      ['CBFR', '6280452', 'fr-fr', 2000],
      ['CBBE', '6280453', 'nl-be', 2100],
      ['CBNL', '6280454', 'nl-nl', 2100],
    ])
    expect(be.hosts?.map(({ host }) => host)).toEqual([
      'cadeaubon.be',
      'www.cadeaubon.be',
      'cadeaubon-be.localhost',
    ])
    const hosts = [fr, be, nl].flatMap((store) => store.hosts?.map(({ host }) => host) ?? [])
    expect(new Set(hosts).size).toBe(9)
    expect([ownLanguages(fr), ownLanguages(be), ownLanguages(nl)]).toEqual([
      [
        ['fr', true],
        ['nl', false],
      ],
      [
        ['nl', true],
        ['fr', false],
      ],
      [['nl', true]],
    ])
    expect(be.organisation).toMatchObject({
      vatNumber: 'BE0123456749',
      postalAddress: { countryCode: 'BE' },
    })
    expect(nl.organisation).toMatchObject({
      vatNumber: 'NL851234562B01',
      companyNumber: '85123456',
    })
    expect(be.paymentMethods).toContain('bancontact')
    expect(nl.paymentMethods?.[0]).toBe('ideal')
    expect(new Set([fr, be, nl].map((store) => store.mainLogo)).size).toBe(3)
  })

  it('lets every switcher name the three shops at the same development URLs', async () => {
    const stores = await Promise.all([byStoreId(52), byStoreId(53), byStoreId(54)])
    const shops = (store: Store) =>
      Object.fromEntries(
        (store.countriesCombinations ?? [])
          .filter(({ country }) => ['FR', 'BE', 'NL'].includes(country))
          .map(({ country, url }) => [country, url]),
      )
    expect(shops(stores[0]!)).toEqual({
      FR: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/$/),
      BE: expect.stringMatching(/^http:\/\/cadeaubon-be\.localhost(:\d+)?\/$/),
      NL: expect.stringMatching(/^http:\/\/cadeaubon-nl\.localhost(:\d+)?\/$/),
    })
    expect(shops(stores[1]!)).toEqual(shops(stores[0]!))
    expect(shops(stores[2]!)).toEqual(shops(stores[0]!))
    // CBFR keeps its sister stores of other countries.
    expect(stores[0]!.countriesCombinations?.map(({ country }) => country)).toEqual([
      'FR',
      'BE',
      'NL',
      'DE',
      'GB',
      'PL',
    ])
  })

  it('writes CBBE’s texts in Dutch and Belgian French, CBNL’s in Dutch', async () => {
    const titles = (store: Store) => store.footerMenu?.menuItems?.map(({ title }) => title)
    expect(titles(await byStoreId(53, 'nl'))).toEqual(['Cadeaubonnen', 'Klantenservice'])
    const french = await byStoreId(53, 'fr')
    expect(titles(french)).toEqual(['Cartes cadeaux', 'Service client'])
    expect(french.choiceGiftCardLink?.title).toBe('Carte cadeau multi-enseignes')
    expect(french.organisation?.description).toMatch(/^Cartes cadeaux/)
    const dutch = await byStoreId(54, 'nl')
    expect(titles(dutch)).toEqual(['Cadeaubonnen', 'Klantenservice'])
    expect(dutch.trustMarks?.[0]?.title).toBe('Veilig betalen')
  })
})

/** A fourth Dutch store, refused for what `change` breaks. */
const refusal = async (change: Partial<Store>) => {
  const error = await payload
    .create({
      collection: 'stores',
      locale: 'nl',
      context: { disableRevalidate: true },
      data: {
        ...dutchStore,
        storeId: 9054,
        code: 'RULES',
        cardPrefix: '9999054',
        hosts: [],
        mainLogo: logo,
        ...change,
      },
    })
    .then(
      () => null,
      (thrown: { data?: { errors?: { path: string; message: string }[] } }) => thrown,
    )
  expect(error, 'the store was saved').not.toBeNull()
  return error?.data?.errors ?? []
}

const nlEntry = (languages: [string, boolean][]) => ({
  country: 'NL',
  url: 'https://www.cadeaubon.nl/',
  languagesCombinations: languages.map(([languageCode, isDefault]) => ({
    languageCode,
    isDefault,
    currency: 'EUR' as const,
  })),
})

describe('the store’s rules', () => {
  it('refuses a store whose own country has no entry, two, an unknown language or not one default', async () => {
    const belgium = dutchStore.countriesCombinations!.filter(({ country }) => country !== 'NL')
    const cases: [Store['countriesCombinations'], string][] = [
      [
        belgium,
        'Le pays de la boutique (NL) doit avoir une entrée dans les combinaisons de pays : elle donne les langues de la boutique.',
      ],
      [
        [nlEntry([['nl', true]]), nlEntry([['nl', true]])],
        'Le pays de la boutique (NL) a plusieurs entrées dans les combinaisons de pays : n’en gardez qu’une.',
      ],
      [
        [
          nlEntry([
            ['nl', true],
            ['de', false],
          ]),
        ],
        'La langue de du pays de la boutique n’est pas une langue dont la boutique a les textes : utilisez fr, nl.',
      ],
      [
        [
          nlEntry([
            ['nl', true],
            ['fr', true],
          ]),
        ],
        'Le pays de la boutique (NL) doit avoir exactement une langue par défaut.',
      ],
      [
        [nlEntry([['nl', false]])],
        'Le pays de la boutique (NL) doit avoir exactement une langue par défaut.',
      ],
    ]
    for (const [countriesCombinations, message] of cases) {
      expect(await refusal({ countriesCombinations })).toContainEqual(
        expect.objectContaining({ path: 'countriesCombinations', message }),
      )
    }
  })

  it('refuses a host or a card prefix another store has', async () => {
    expect(await refusal({ hosts: [{ host: 'cadeaubon-be.localhost' }] })).toContainEqual(
      // Postgres's unique index answers, named by its column.
      { path: 'host', message: 'La valeur doit être unique', tableName: 'stores' },
    )
    expect(await refusal({ cardPrefix: '6280453' })).toContainEqual(
      expect.objectContaining({ path: 'cardPrefix', message: 'La valeur doit être unique' }),
    )
    expect(await refusal({ cardPrefix: '628045' })).toContainEqual(
      expect.objectContaining({
        path: 'cardPrefix',
        message:
          'Indiquez les 7 chiffres des numéros de carte de la boutique, par exemple 6280452.',
      }),
    )
  })
})

describe('a store’s titles in its own languages', () => {
  it('saves CBNL in French, where it has no titles, and keeps its Dutch ones', async () => {
    const dutch = await byStoreId(54, 'nl')
    const save = (name: string) =>
      payload.update({
        collection: 'stores',
        id: dutch.id,
        locale: 'fr',
        data: { name },
        context: { disableRevalidate: true },
        depth: 0,
      })
    await save(`${dutch.name} (saved in French)`)
    await save(dutch.name)
    const after = await byStoreId(54, 'nl')
    expect(after.footerMenu?.menuItems?.map(({ title }) => title)).toEqual([
      'Cadeaubonnen',
      'Klantenservice',
    ])
    expect(after.trustMarks?.[0]?.title).toBe('Veilig betalen')
  })

  it('refuses a menu title left empty in the store’s own language', async () => {
    const items = (await byStoreId(54, 'nl')).footerMenu?.menuItems ?? []
    const errors = await refusal({
      footerMenu: { menuItems: [{ ...items[0]!, id: undefined, title: '' }] },
    })
    expect(errors).toContainEqual(
      expect.objectContaining({
        path: 'footerMenu.menuItems.0.title',
        message: 'Indiquez un titre : la boutique l’affiche dans cette langue (nl).',
      }),
    )
  })
})
