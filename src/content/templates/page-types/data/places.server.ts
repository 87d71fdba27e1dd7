import { getTranslations } from 'next-intl/server'

import { findCardPlaces } from '@/components/locations/card-places.server'
import { groupByTown } from '@/components/locations/places'

import type { RestaurantData } from '../restaurant'
import type { TemplateContext } from '../template'

/** A restaurant page: the places of the card it names, or nothing when it names none with places. */
export async function restaurantData({ page, locale }: TemplateContext): Promise<RestaurantData> {
  const product = page && typeof page.product === 'object' ? page.product : null
  const card = product && (await findCardPlaces(locale, product.slug))
  if (!card) return null
  const [t, templates] = await Promise.all([
    getTranslations({ locale, namespace: 'Locations' }),
    getTranslations({ locale, namespace: 'Templates' }),
  ])
  const name = card.product.title
  const towns = groupByTown(card.places, locale)
  return {
    locale,
    title: t('title', { product: name }),
    summary: t('summary', { places: card.places.length, towns: towns.length }),
    towns,
    townsLabel: t('towns'),
    pathOf: card.placePath,
    mapLinkLabel: (place) => templates('mapLink', { name: place.name }),
    links: [
      { label: t('allPlaces', { product: name }), href: card.overviewPath },
      { label: templates('offerCard', { product: name }), href: card.productPath },
    ],
  }
}
