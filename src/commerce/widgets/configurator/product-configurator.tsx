import { getMessages, getTranslations } from 'next-intl/server'

import { packageProduct } from '@/collections/products/package-product'
import type { AnalyticsItem } from '@/components/analytics/data-layer'
import { MediaImage } from '@/components/media-image'
import { contentPath, localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Product, Store } from '@/payload-types'
import { alternativeCards } from '@/commerce/services/catalogue/pages'

import { amountBounds } from './bounds'
import { LazyConfigurator } from './configurator-loader.client'
import { getPackagingOptions } from './load.server'
import type { ConfiguratorProps, ConfiguratorTexts, ValidationTexts } from './types'

type Props = {
  product: Product
  locale: Locale
  store: Store
  numberLocale: string
  analytics: AnalyticsItem
}

type Messages = {
  Configurator: Omit<ConfiguratorTexts, 'close' | 'generic'>
  Validation: ValidationTexts
  Modal: { close: string }
  Errors: { generic: string }
}

/**
 * The configurator's server half: the product's rules and offer, the packaging on offer with
 * its images rendered here, and the texts, handed to the client leaf.
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
    getMessages({ locale }) as Promise<Messages>,
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
    packaging: options.map(({ image, ...option }) => ({
      ...option,
      image: <MediaImage media={image} alt="" width={480} height={320} />,
      preview: <MediaImage media={image} width={960} height={640} />,
    })),
    analytics,
    cartPath: localizedPath(locale, '/cart'),
    businessPath: localizedPath(locale, { pathname: '/business/[[...product]]', params: {} }),
    alternatives: alternatives.map((card) => ({
      title: card.title,
      href: contentPath('products', card.slug, locale),
    })),
    giftCardsPath: localizedPath(locale, '/gift-cards'),
    texts: {
      ...messages.Configurator,
      close: messages.Modal.close,
      generic: messages.Errors.generic,
    },
    validation: messages.Validation,
  }
  return <LazyConfigurator {...props} />
}
