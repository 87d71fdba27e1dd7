import { describe, expect, it } from 'vitest'

import { addressLines } from '@/components/locations/address'
import { locationJsonLd } from '@/components/locations/location-json-ld'
import { filterPlaces, groupByTown, namesItsTown, type Place } from '@/components/locations/places'

const place = (
  id: number,
  name: string,
  locality: string,
  postCode: string,
  administrativeArea: string | null,
): Place => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: null,
  businessType: 'Restaurant',
  address: {
    street: `${id} rue Nationale`,
    postCode,
    locality,
    administrativeArea,
    countryCode: 'FR',
  },
})

const places = [
  place(1, 'Bistrot du Port Lyon', 'Lyon', '69002', 'Auvergne-Rhône-Alpes'),
  place(2, 'Bistrot du Port Évian', 'Évian-les-Bains', '74500', 'Auvergne-Rhône-Alpes'),
  place(3, 'Brasserie Vauban Lyon', 'Lyon', '69003', 'Auvergne-Rhône-Alpes'),
  place(4, 'Auberge Mistral Paris', 'Paris', '75011', 'Île-de-France'),
  place(5, 'Comptoir des Arts Saint-Denis', 'Saint-Denis', '93200', 'Île-de-France'),
  place(6, 'Cantine Saint-Denis', 'Saint-Denis', '97400', 'La Réunion'),
]

describe('places by town', () => {
  it('groups a card’s places by town, towns and places in French alphabetical order', () => {
    const towns = groupByTown(places, 'fr')
    expect(towns.map((town) => [town.locality, town.places.map((p) => p.id)])).toEqual([
      ['Évian-les-Bains', [2]],
      ['Lyon', [1, 3]],
      ['Paris', [4]],
      ['Saint-Denis', [5]],
      ['Saint-Denis', [6]],
    ])
  })

  it('keeps two towns of one name apart by their region', () => {
    const saintDenis = groupByTown(places, 'fr').filter((town) => town.locality === 'Saint-Denis')
    expect(saintDenis.map((town) => town.administrativeArea)).toEqual([
      'Île-de-France',
      'La Réunion',
    ])
  })

  it('has no towns without places', () => {
    expect(groupByTown([], 'fr')).toEqual([])
  })
})

describe('a place’s title', () => {
  it('knows when the name already says the town, accents aside', () => {
    expect(namesItsTown(places[1]!)).toBe(false)
    expect(namesItsTown({ ...places[1]!, name: 'Bistrot du Port Evian-les-Bains' })).toBe(true)
    expect(namesItsTown(places[0]!)).toBe(true)
  })
})

describe('the town filter', () => {
  const ids = (text: string) => filterPlaces(places, text).map((p) => p.id)

  it('keeps places whose town starts with the text, accents and case ignored', () => {
    expect(ids('evian')).toEqual([2])
    expect(ids('  LYO ')).toEqual([1, 3])
  })

  it('matches a region or the start of a post code too', () => {
    expect(ids('ile-de')).toEqual([4, 5])
    expect(ids('974')).toEqual([6])
  })

  it('does not match inside a word', () => {
    expect(ids('yon')).toEqual([])
  })

  it('keeps every place for an empty text', () => {
    expect(ids('')).toEqual([1, 2, 3, 4, 5, 6])
    expect(ids('   ')).toHaveLength(6)
  })
})

describe('a French address', () => {
  const address = places[0]!.address

  it('reads street, then post code and town, then the country in the page’s language', () => {
    expect(addressLines(address, 'fr')).toEqual(['1 rue Nationale', '69002 Lyon', 'France'])
    expect(addressLines({ ...address, countryCode: 'BE' }, 'nl')[2]).toBe('België')
  })

  it('falls back to the code for a country it cannot name', () => {
    expect(addressLines({ ...address, countryCode: 'F1' }, 'fr')[2]).toBe('F1')
  })
})

describe('a place’s structured data', () => {
  const data = locationJsonLd({
    place: { ...places[0]!, description: 'Midi et soir.' },
    path: '/cartes-cadeaux/bistrot-du-port/emplacement/bistrot-du-port-lyon/',
    baseUrl: 'https://www.example.fr',
    cardName: 'Bistrot du Port',
  })

  it('is the business type an editor chose, with its postal address and absolute link', () => {
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Bistrot du Port Lyon',
      url: 'https://www.example.fr/cartes-cadeaux/bistrot-du-port/emplacement/bistrot-du-port-lyon/',
      description: 'Midi et soir.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 rue Nationale',
        postalCode: '69002',
        addressLocality: 'Lyon',
        addressRegion: 'Auvergne-Rhône-Alpes',
        addressCountry: 'FR',
      },
      paymentAccepted: 'Bistrot du Port',
    })
  })

  it('leaves out what the place does not have', () => {
    const bare = locationJsonLd({
      place: { ...places[0]!, address: { ...places[0]!.address, administrativeArea: null } },
      path: '/x/',
      baseUrl: 'https://www.example.fr',
      cardName: 'Bistrot du Port',
    })
    expect(bare).not.toHaveProperty('description')
    expect(bare.address).not.toHaveProperty('addressRegion')
  })
})
