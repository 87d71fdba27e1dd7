import { getMessages, getTranslations } from 'next-intl/server'

import { packageProduct } from '@/collections/products/package-product'
import type { AnalyticsItem } from '@/components/analytics/data-layer'
import { type ImageSource, imageSources } from '@/components/media-image'
import { contentPath, localizedPath } from '@/server/route-paths'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import type { Product, Store } from '@/payload-types'
import { alternativeCards } from '@/commerce/services/catalogue/pages'

import { amountBounds } from './bounds'
import { LazyConfigurator } from './configurator-loader.client'
import { getPackagingOptions } from './load.server'
import { formTexts } from './modal-texts'
import type { ConfiguratorProps, PackagingChoice } from './types'

type Props = {
  product: Product
  locale: Locale
  store: Store
  numberLocale: string
  analytics: AnalyticsItem
}

/** An option's image at the size its card shows, and the preview's larger one when it differs. */
function packagingImages(image: ImageSource | null): Pick<PackagingChoice, 'image' | 'preview'> {
  if (!image) return { image: null }
  const small = imageSources(image, 480, 320)
  const large = imageSources(image, 960, 640)
  return large.src === small.src && large.srcSet === small.srcSet
    ? { image: small }
    : { image: small, preview: large }
}

/**
 * The configurator's server half: the product's rules and offer, the packaging on offer with
 * its images' sources sized here, and the texts, handed to the client leaf.
 */
export async function ProductConfigurator({
  product,
  locale,
  store,
  numberLocale,
  analytics,
}: Props) {
  const soldOut = Boolean(product.digital?.outOfStock || product.physical?.outOfStock)
  const categoryIds = (product.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  const [options, messages, t, alternatives] = await Promise.all([
    getPackagingOptions(store.storeId, locale),
    getMessages({ locale }) as Promise<typeof fr>,
    getTranslations({ locale, namespace: 'Catalogue' }),
    soldOut ? alternativeCards(store.storeId, locale, product.id, categoryIds) : [],
  ])
  const facts = packageProduct(product)
  const props: ConfiguratorProps = {
    locale,
    storeID: store.storeId,
    countryCode: store.country,
    currency: store.currency,
    numberLocale,
    product: {
      ...facts,
      id: String(product.id),
      title: product.title,
      suggestedAmounts: product.fixedValues ?? [],
      bounds: {
        DIGITAL: amountBounds(facts.digital, facts.appleType),
        PHYSICAL: amountBounds(facts.physical, facts.appleType),
      },
      outOfStock: {
        DIGITAL: Boolean(product.digital?.outOfStock),
        PHYSICAL: Boolean(product.physical?.outOfStock),
      },
    },
    deliveryChoices: (['digital', 'physical'] as const)
      .filter((kind) => facts[kind].available)
      .map((kind) => ({
        type: kind === 'digital' ? 'DIGITAL' : 'PHYSICAL',
        title: t(kind),
        promise: t(`${kind}Promise`),
      })),
    packaging: options.map(({ image, ...option }) => ({ ...option, ...packagingImages(image) })),
    analytics,
    cartPath: localizedPath(locale, '/cart'),
    businessPath: localizedPath(locale, { pathname: '/business/[[...product]]', params: {} }),
    alternatives: alternatives.map((card) => ({
      title: card.title,
      href: contentPath('products', card.slug, locale),
    })),
    giftCardsPath: localizedPath(locale, '/gift-cards'),
    texts: formTexts(messages),
  }
  return <LazyConfigurator {...props} />
}
