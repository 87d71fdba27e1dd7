import { getTranslations } from 'next-intl/server'

import { contentPath } from '@/collections/shared/paths'
import { formatMoney, moneyLocale } from '@/commerce/domain/money'
import { analyticsItem } from '@/components/analytics/items'
import { TrackView } from '@/components/analytics/TrackView.client'
import { JsonLd } from '@/components/json-ld'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { serverEnv } from '@/server/env'
import { getStore } from '@/server/store'

import { productJsonLd } from './product-json-ld'

type Config = Product['digital']
type Props = { product: Product; locale: Locale }

/**
 * What a card is sold as (spec §1, §9): its amounts, digital and/or physical, and the delivery
 * promise of each, next to the product; the configurator comes with the basket.
 */
export async function ProductOffer({ product, locale }: Props) {
  const [t, { currency }] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getStore(locale),
  ])
  const money = (value: number) => formatMoney({ currency, value }, moneyLocale(locale))
  const amounts = (config: Config) =>
    config?.hasFixedPrices
      ? (config.pricesToShow ?? []).map(money).join(' · ')
      : t('range', { min: money(config?.minPrice ?? 0), max: money(config?.maxPrice ?? 0) })
  const offers = (['digital', 'physical'] as const)
    .filter((kind) => product[kind]?.available)
    .map((kind) => ({
      kind,
      title: t(kind),
      promise: t(`${kind}Promise`),
      amounts: amounts(product[kind]),
    }))
  const path = contentPath('products', product.slug, locale)
  const structuredData = productJsonLd({
    product,
    path,
    baseUrl: serverEnv().SERVER_URL,
    currency,
    breadcrumbs: [
      { name: t('home'), path: localizedPath(locale, '/') },
      { name: t('listLabel'), path: localizedPath(locale, '/gift-cards') },
      { name: product.title, path },
    ],
  })
  const jsonLd = <JsonLd data={structuredData} />
  if (offers.length === 0) return jsonLd
  return (
    <>
      {jsonLd}
      <section aria-label={t('offerLabel')} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <TrackView event="view_item" item={analyticsItem(product, currency)}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {offers.map((offer) => (
              <li
                key={offer.kind}
                className="rounded-2xl border border-ink/15 p-5"
                data-offer={offer.kind}
              >
                <h2 className="text-lg font-bold">{offer.title}</h2>
                <p className="mt-1 font-semibold">{offer.amounts}</p>
                <p className="mt-2 text-sm">{offer.promise}</p>
              </li>
            ))}
          </ul>
        </TrackView>
        <p className="mt-4 text-sm">{t('vatNote')}</p>
      </section>
    </>
  )
}
