import 'server-only'

import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { quoteProducts } from '@/commerce/services/catalogue/pages'
import { findContentBySlug } from '@/server/content'
import { getStore, requestStoreId } from '@/server/store'

import type { QuoteFormProps } from './quote-form.client'
import { quoteTexts } from './texts'
import { localizedPath } from '@/server/route-paths'

/**
 * What the business page needs, read on the server (the same for every visitor): its texts, the
 * quote form's choices, the product the path names (/entreprise/{product}/), and the version the
 * store's businessPageV3 toggle picks.
 */
export async function businessPageData(locale: Locale, slug: string | null) {
  const [store, messages, products] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
    quoteProducts(requestStoreId(), locale),
  ])
  const named = slug ? products.find((product) => product.slug === slug) : undefined
  const product: Product | null = named
    ? await findContentBySlug('products', named.slug, locale)
    : null
  const caller = callerFor(store, locale)
  const quote: QuoteFormProps = {
    texts: quoteTexts(messages),
    language: locale,
    hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
    products: products.map(({ id, title }) => ({ id: String(id), title })),
    productId: product ? String(product.id) : null,
  }
  return {
    texts: messages.Business,
    caller,
    quote,
    product,
    productHref: product
      ? localizedPath(locale, {
          pathname: '/gift-cards/[product]',
          params: { product: product.slug },
        })
      : null,
    /** Spec §2 business form page, two versions: v3 opens the form in a modal. */
    version: store.toggles?.businessPageV3 ? ('v3' as const) : ('v2' as const),
    /** The path named something that is no gift card of this store. */
    unknownProduct: slug !== null && !product,
  }
}

export type BusinessPageData = Awaited<ReturnType<typeof businessPageData>>
