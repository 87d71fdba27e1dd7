import type { Location } from '@/payload-types'

type Address = Location['address']

/** French cities with their region, for the places where restaurant cards are accepted. */
const cities: Omit<Address, 'street'>[] = [
  { postCode: '75011', locality: 'Paris', administrativeArea: 'Île-de-France', countryCode: 'FR' },
  {
    postCode: '69002',
    locality: 'Lyon',
    administrativeArea: 'Auvergne-Rhône-Alpes',
    countryCode: 'FR',
  },
  {
    postCode: '13001',
    locality: 'Marseille',
    administrativeArea: 'Provence-Alpes-Côte d’Azur',
    countryCode: 'FR',
  },
  {
    postCode: '33000',
    locality: 'Bordeaux',
    administrativeArea: 'Nouvelle-Aquitaine',
    countryCode: 'FR',
  },
  {
    postCode: '59000',
    locality: 'Lille',
    administrativeArea: 'Hauts-de-France',
    countryCode: 'FR',
  },
  {
    postCode: '44000',
    locality: 'Nantes',
    administrativeArea: 'Pays de la Loire',
    countryCode: 'FR',
  },
  { postCode: '31000', locality: 'Toulouse', administrativeArea: 'Occitanie', countryCode: 'FR' },
  { postCode: '67000', locality: 'Strasbourg', administrativeArea: 'Grand Est', countryCode: 'FR' },
  {
    postCode: '06000',
    locality: 'Nice',
    administrativeArea: 'Provence-Alpes-Côte d’Azur',
    countryCode: 'FR',
  },
  { postCode: '35000', locality: 'Rennes', administrativeArea: 'Bretagne', countryCode: 'FR' },
]

const streets = ['rue de la République', 'place du Marché', 'quai des Chartrons', 'rue Nationale']

/** Three places per restaurant card, spread over the cities. */
export function locationsOf(
  productName: string,
  index: number,
): Omit<Location, 'id' | 'product' | 'createdAt' | 'updatedAt'>[] {
  return [0, 1, 2].map((n) => {
    const city = cities[(index * 3 + n) % cities.length]!
    const street = `${((index * 7 + n * 13) % 120) + 1} ${streets[(index + n) % streets.length]}`
    const slug = `${productName}-${city.locality}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return {
      name: `${productName} ${city.locality}`,
      slug,
      description: `${productName} vous accueille à ${city.locality}, midi et soir.`,
      businessType: 'Restaurant',
      address: { ...city, street },
    }
  })
}
