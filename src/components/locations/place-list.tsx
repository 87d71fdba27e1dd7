import { PlaceAddress } from './place-address'
import type { Town } from './places'

type Props = {
  towns: Town[]
  locale: string
  /** The path of a place's page. */
  pathOf: (slug: string) => string
  label: string
}

/** A card's places town by town: the town (and its region) as a heading, then its places. */
export function PlaceList({ towns, locale, pathOf, label }: Props) {
  return (
    <ul aria-label={label} className="grid gap-10">
      {towns.map((town) => (
        <li key={`${town.locality}|${town.administrativeArea}`}>
          <h2 className="text-2xl font-bold">
            {town.locality}
            {town.administrativeArea && (
              <span className="ml-2 text-base font-normal">{town.administrativeArea}</span>
            )}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {town.places.map((place) => (
              <li key={place.id} className="rounded-2xl border border-ink/15 p-5">
                <a
                  href={pathOf(place.slug)}
                  className="text-lg font-semibold underline underline-offset-4"
                >
                  {place.name}
                </a>
                <PlaceAddress address={place.address} locale={locale} className="mt-2 text-sm" />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
