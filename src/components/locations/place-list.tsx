import { openStreetMapUrl } from './address'
import { PlaceAddress } from './place-address'
import type { Place, Town } from './places'

type Props = {
  towns: Town[]
  locale: string
  /** The path of a place's page. */
  pathOf: (slug: string) => string
  label: string
  /** The level of the towns' headings: h3 under a section of a longer page. */
  townHeading?: 'h2' | 'h3'
  /** With it, each place links to its address on OpenStreetMap (the link's accessible name). */
  mapLinkLabel?: (place: Place) => string
}

/** A card's places town by town: the town (and its region) as a heading, then its places. */
export function PlaceList({ towns, locale, pathOf, label, townHeading, mapLinkLabel }: Props) {
  const TownHeading = townHeading ?? 'h2'
  return (
    <ul aria-label={label} className="grid gap-10">
      {towns.map((town) => (
        <li key={`${town.locality}|${town.administrativeArea}`}>
          <TownHeading className="text-2xl font-bold">
            {town.locality}
            {town.administrativeArea && (
              <span className="ml-2 text-base font-normal">{town.administrativeArea}</span>
            )}
          </TownHeading>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {town.places.map((place) => (
              <li key={place.id} className="rounded-2xl border border-ink/15 p-5">
                <a
                  href={pathOf(place.slug)}
                  className="text-lg font-semibold underline underline-offset-4"
                >
                  {place.name}
                </a>
                <PlaceAddress address={place.address} locale={locale} className="mt-2 text-sm" />
                {mapLinkLabel && (
                  <a
                    href={openStreetMapUrl(place.address, locale)}
                    className="mt-2 inline-block text-sm underline underline-offset-4"
                  >
                    {mapLinkLabel(place)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
