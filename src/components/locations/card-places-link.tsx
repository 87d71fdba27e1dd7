import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { productPlaces } from '@/commerce/services/catalogue/pages'
import { requestStoreId } from '@/server/store'

import { cardPlacesPath } from './card-places.server'
import { groupByTown } from './places'

type Props = { product: Product; locale: Locale }

/** On a card's page: how many places accept it, and the way to its locations overview. */
export async function CardPlacesLink({ product, locale }: Props) {
  const [places, t] = await Promise.all([
    productPlaces(requestStoreId(), product.id, locale),
    getTranslations({ locale, namespace: 'Locations' }),
  ])
  if (places.length === 0) return null
  const href = cardPlacesPath(locale, product.slug)
  return (
    <Section labelledBy="card-places">
      <div className="rounded-2xl bg-muted p-6">
        <h2 id="card-places" className="text-2xl font-bold">
          {t('productSection')}
        </h2>
        <p className="mt-2">
          {t('productSummary', {
            places: places.length,
            towns: groupByTown(places, locale).length,
          })}
        </p>
        <a href={href} className="mt-4 inline-block font-semibold underline">
          {t('viewPlaces')}
        </a>
      </div>
    </Section>
  )
}
