import type { Metadata } from 'next'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { Cart, cartMessages } from '@/commerce/widgets/cart/routes/cart'
import { serverCart } from '@/commerce/widgets/cart/routes/server-cart.server'
import { authPageData } from '@/commerce/widgets/account/routes/cart.server'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'

import { getStore } from '@/server/store'
import { routeLocale } from '@/server/route-store'

// Its answer is this shopper's basket, read from its cookie: rendered for each request (no locale
// is prerendered, so Next cannot learn this at build time).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ store: string; locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(await params)
  const t = await getTranslations({ locale, namespace: 'Cart' })
  // A shopper's own cart: nothing for search engines (robots.txt keeps crawlers out as well).
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The cart (/panier/, spec §2): rendered for each request with this shopper's basket in its
 * HTML (read from the gateway in this process), so the lines show before any script runs. A
 * shopper's own page: Next sends it private and uncached, and the load balancer's micro-cache
 * passes requests with a basket or session cookie through.
 */
export default async function CartPage({ params }: Props) {
  const locale = await routeLocale(await params)
  setRequestLocale(locale)
  const [store, messages, auth] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
    authPageData(locale),
  ])
  const caller = callerFor(store, locale)
  const basket = await serverCart(caller, localizedPath(locale, '/cart'))
  // Should the render's read fail, the basket arrives after hydration: the page keeps the
  // screen's height meanwhile, so nothing moves when the lines or the empty state show.
  return (
    <div className="mx-auto flex min-h-[80svh] max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{messages.Cart.title}</h1>
      <GatewayProvider caller={caller}>
        <Cart
          locale={locale}
          messages={cartMessages(messages)}
          giftCardsHref={localizedPath(locale, '/gift-cards')}
          productHref={localizedPath(locale, {
            pathname: '/gift-cards/[product]',
            params: { product: 'PRODUCT' },
          })}
          // The identification modals' texts come when a shopper reaches for 'Commander'.
          identify={{
            links: auth.widget.links,
            language: auth.widget.language,
            hideCaptchaBadge: auth.widget.hideCaptchaBadge,
            orderModalAuth: auth.orderModalAuth,
          }}
          serverCart={basket}
        />
      </GatewayProvider>
    </div>
  )
}
