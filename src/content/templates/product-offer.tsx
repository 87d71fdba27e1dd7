import { getTranslations } from 'next-intl/server'

import { ProductConfigurator } from '@/commerce/widgets/configurator/routes/content'
import { analyticsItem } from '@/components/analytics/items'
import { JsonLd } from '@/components/json-ld'
import { contentPath, localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { getStore } from '@/server/store'

import { productJsonLd } from './product-json-ld'
import { routeOrigin } from '@/server/store'
import { routeIntlLocale } from '@/server/route-store'

type Props = { product: Product; locale: Locale }

/**
 * What a card is sold as (spec §1, §9) and the configurator that puts it in the cart: digital
 * and/or physical with the delivery promise of each, amounts, options and receivers.
 */
export async function ProductOffer({ product, locale }: Props) {
  const [t, store] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getStore(locale),
  ])
  const path = contentPath('products', product.slug, locale)
  const structuredData = productJsonLd({
    product,
    path,
    baseUrl: await routeOrigin(),
    currency: store.currency,
    breadcrumbs: [
      { name: t('home'), path: localizedPath(locale, '/') },
      { name: t('listLabel'), path: localizedPath(locale, '/gift-cards') },
      { name: product.title, path },
    ],
  })
  const jsonLd = <JsonLd data={structuredData} />
  if (!product.digital?.available && !product.physical?.available) return jsonLd
  return (
    <>
      {jsonLd}
      <section aria-label={t('offerLabel')} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <ProductConfigurator
          product={product}
          locale={locale}
          store={store}
          numberLocale={routeIntlLocale(locale)}
          analytics={analyticsItem(product, store.currency)}
        />
        <p className="mt-4 text-sm">{t('vatNote')}</p>
      </section>
    </>
  )
}
