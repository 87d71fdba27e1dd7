import { linkClass } from '@/components/form/styles'
import { PlaceList } from '@/components/locations/place-list'
import type { Place, Town } from '@/components/locations/places'
import { Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'

import type { TemplateProps } from './template'

/** The restaurant's card and its places, town by town; null when the page names no card with places. */
export type RestaurantData = {
  locale: Locale
  title: string
  summary: string
  towns: Town[]
  townsLabel: string
  /** The page of one place (/cartes-cadeaux/{product}/emplacement/{place}/). */
  pathOf: (slug: string) => string
  mapLinkLabel: (place: Place) => string
  links: { label: string; href: string }[]
} | null

/**
 * A restaurant page: the editors' page, then where its card is accepted, town by town, each place
 * with its address and a link to it on OpenStreetMap (no map is embedded: no third-party tiles).
 */
export function RestaurantTemplate({ data, layout }: TemplateProps<RestaurantData>) {
  return (
    <>
      {layout}
      {data && (
        <Section labelledBy="restaurant-places">
          <h2 id="restaurant-places" className="text-3xl font-bold tracking-tight">
            {data.title}
          </h2>
          <p className="mt-2 mb-8">{data.summary}</p>
          <PlaceList
            towns={data.towns}
            locale={data.locale}
            pathOf={data.pathOf}
            label={data.townsLabel}
            townHeading="h3"
            mapLinkLabel={data.mapLinkLabel}
          />
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2">
            {data.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
