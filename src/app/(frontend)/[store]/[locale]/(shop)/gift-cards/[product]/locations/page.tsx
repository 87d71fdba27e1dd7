import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JsonLd } from '@/components/json-ld'
import { findCardPlaces, overviewCrumbs } from '@/components/locations/card-places.server'
import { filterPlaces, groupByTown } from '@/components/locations/places'
import { PlaceList } from '@/components/locations/place-list'
import { TOWN_PARAM, TownFilter } from '@/components/locations/town-filter'
import { Section } from '@/components/section'
import { breadcrumbJsonLd } from '@/content/breadcrumb-json-ld'
import { PageHeader } from '@/content/templates/page-header'

import { routeLocale } from '@/server/route-store'
import { routeOrigin } from '@/server/store'

type Args = {
  params: Promise<{ store: string; locale: string; product: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function resolve(args: Args) {
  const params = await args.params
  const locale = await routeLocale(params)
  const card = await findCardPlaces(locale, params.product)
  if (!card) notFound()
  return { locale, card }
}

/** /cartes-cadeaux/{product}/emplacement/: where a card is accepted, town by town (spec §2). */
export default async function LocationsPage(args: Args) {
  const { locale, card } = await resolve(args)
  setRequestLocale(locale)
  const value = (await args.searchParams)[TOWN_PARAM]
  const query = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 60) ?? ''
  const [t, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'Locations' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ])
  const product = card.product.title
  const allTowns = groupByTown(card.places, locale)
  const shown = filterPlaces(card.places, query)
  const crumbs = overviewCrumbs(card, locale, {
    home: catalogue('home'),
    giftCards: catalogue('listLabel'),
    places: t('crumb'),
  })
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, await routeOrigin())} />
      <PageHeader
        title={t('title', { product })}
        intro={t('summary', { places: card.places.length, towns: allTowns.length })}
      >
        <a href={card.productPath} className="mt-4 inline-block font-semibold underline">
          {t('backToCard', { product })}
        </a>
      </PageHeader>
      <Section>
        <TownFilter
          action={card.overviewPath}
          query={query}
          towns={allTowns.map((town) => town.locality)}
          labels={{
            form: t('filterLabel'),
            town: t('town'),
            filter: t('filter'),
            showAll: t('showAll'),
          }}
        />
        {query && (
          <p className="mt-6 font-semibold" role="status">
            {shown.length
              ? t('filtered', { count: shown.length, query })
              : t('noResults', { query })}
          </p>
        )}
        {shown.length > 0 && (
          <div className="mt-8">
            <PlaceList
              towns={groupByTown(shown, locale)}
              locale={locale}
              pathOf={card.placePath}
              label={t('towns')}
            />
          </div>
        )}
      </Section>
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { locale, card } = await resolve(args)
  const t = await getTranslations({ locale, namespace: 'Locations' })
  const product = card.product.title
  return {
    title: t('metaTitle', { product }),
    description: t('metaDescription', { product, count: card.places.length }),
    alternates: { canonical: new URL(card.overviewPath, await routeOrigin()).toString() },
  }
}
