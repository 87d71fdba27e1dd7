import type { Location } from '@/payload-types'

/** A place where a card is accepted, as the locations pages show it. */
export type Place = Pick<
  Location,
  'id' | 'name' | 'slug' | 'description' | 'address' | 'businessType'
>

/** A town and the card's places in it. */
export type Town = {
  locality: string
  administrativeArea: string | null
  places: Place[]
}

/** Accents, case and surrounding spaces ignored: 'Île' and 'ile ' compare equal. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/**
 * The places whose town, region or post code starts with the text, as the gateway's location
 * suggestions match (spec §3); an empty text keeps every place.
 */
export function filterPlaces(places: readonly Place[], text: string): Place[] {
  const prefix = fold(text)
  if (!prefix) return [...places]
  return places.filter(({ address }) =>
    [address.locality, address.administrativeArea ?? '', address.postCode].some((value) =>
      fold(value).startsWith(prefix),
    ),
  )
}

/** The places by town (a town is a name in a region), towns and places in alphabetical order. */
export function groupByTown(places: readonly Place[], locale: string): Town[] {
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base' })
  const towns = new Map<string, Town>()
  for (const place of places) {
    const { locality, administrativeArea } = place.address
    const key = `${fold(locality)}|${fold(administrativeArea ?? '')}`
    const town = towns.get(key) ?? {
      locality,
      administrativeArea: administrativeArea ?? null,
      places: [],
    }
    town.places.push(place)
    towns.set(key, town)
  }
  return [...towns.values()]
    .sort(
      (a, b) =>
        compare(a.locality, b.locality) ||
        compare(a.administrativeArea ?? '', b.administrativeArea ?? ''),
    )
    .map((town) => ({ ...town, places: town.places.sort((a, b) => compare(a.name, b.name)) }))
}

/** Whether a place's name already says its town ('Bistrot du Port Lyon'): titles need it once. */
export const namesItsTown = ({ name, address }: Place): boolean =>
  fold(name).includes(fold(address.locality))
