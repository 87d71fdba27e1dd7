import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GiftCardTile } from '@/components/gift-card-tile'
import { JsonLd } from '@/components/json-ld'
import { findCardPlaces, overviewCrumbs } from '@/components/locations/card-places.server'
import { locationJsonLd } from '@/components/locations/location-json-ld'
import { PlaceAddress } from '@/components/locations/place-address'
import { namesItsTown } from '@/components/locations/places'
import { Section } from '@/components/section'
import { breadcrumbJsonLd } from '@/content/breadcrumb-json-ld'
import { PageHeader } from '@/content/templates/page-header'

import { routeLocale } from '@/server/route-store'
import { routeOrigin } from '@/server/store'

type Args = {
  params: Promise<{ store: string; locale: string; product: string; location: string }>
}

/** The card and one of its places; a place of another card, or none, is a 404. */
async function resolve(args: Args) {
  const params = await args.params
  const locale = await routeLocale(params)
  const card = await findCardPlaces(locale, params.product)
  const place = card?.places.find((candidate) => candidate.slug === params.location)
  if (!card || !place) notFound()
  return { locale, card, place, path: card.placePath(place.slug) }
}

/** /cartes-cadeaux/{product}/emplacement/{location}/: one place where a card is accepted. */
export default async function LocationPage(args: Args) {
  const { locale, card, place, path } = await resolve(args)
  setRequestLocale(locale)
  const [t, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'Locations' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ])
  const { product } = card
  const baseUrl = await routeOrigin()
  const crumbs = [
    ...overviewCrumbs(card, locale, {
      home: catalogue('home'),
      giftCards: catalogue('listLabel'),
      places: t('crumb'),
    }),
    { name: place.name, path },
  ]
  return (
    <>
      <JsonLd
        data={[
          locationJsonLd({ place, path, baseUrl, cardName: product.title }),
          breadcrumbJsonLd(crumbs, baseUrl),
        ]}
      />
      <PageHeader title={place.name} intro={place.description}>
        <h2 className="mt-6 text-sm font-semibold tracking-wide uppercase">{t('address')}</h2>
        <PlaceAddress address={place.address} locale={locale} className="mt-1 text-lg" />
      </PageHeader>
      <Section>
        <h2 className="text-2xl font-bold">{t('acceptedCard')}</h2>
        <div className="mt-4 max-w-xs">
          <GiftCardTile
            title={product.title}
            href={card.productPath}
            image={typeof product.image === 'object' ? product.image : null}
            backgroundColor={product.backgroundColor}
            showShadow={product.showShadow !== false}
            showHand={Boolean(product.showHand)}
          />
        </div>
        <a href={card.overviewPath} className="mt-8 inline-block font-semibold underline">
          {t('allPlaces', { product: product.title })}
        </a>
      </Section>
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { locale, card, place, path } = await resolve(args)
  const t = await getTranslations({ locale, namespace: 'Locations' })
  const { street, postCode, locality } = place.address
  return {
    title: namesItsTown(place) ? place.name : t('detailTitle', { name: place.name, locality }),
    description:
      place.description ||
      t('detailDescription', {
        name: place.name,
        street,
        postCode,
        locality,
        product: card.product.title,
      }),
    alternates: { canonical: new URL(path, await routeOrigin()).toString() },
  }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
