import type { Place } from '@/components/locations/places'

/** Places of one restaurant card, as the locations pages read them. */
export const places: Place[] = [
  ['Bistrot du Port Paris', '1 rue de la République', '75011', 'Paris', 'Île-de-France'],
  ['Bistrot du Port Lyon', '14 place du Marché', '69002', 'Lyon', 'Auvergne-Rhône-Alpes'],
  ['Bistrot du Port Confluence', '3 cours Charlemagne', '69002', 'Lyon', 'Auvergne-Rhône-Alpes'],
  ['Bistrot du Port Marseille', '27 quai des Chartrons', '13001', 'Marseille', null],
].map(([name, street, postCode, locality, administrativeArea], index) => ({
  id: index + 1,
  name: name!,
  slug: name!.toLowerCase().replace(/\W+/g, '-'),
  description: null,
  businessType: 'Restaurant',
  address: {
    street: street!,
    postCode: postCode!,
    locality: locality!,
    administrativeArea,
    countryCode: 'FR',
  },
}))
