import type { Metadata } from 'next'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { Cart, cartMessages } from '@/commerce/widgets/cart/routes/cart'
import { authPageData } from '@/commerce/widgets/account/routes/cart.server'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'

import { getStore } from '@/server/store'
import { routeLocale } from '@/server/route-store'

type Props = { params: Promise<{ store: string; locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(await params)
  const t = await getTranslations({ locale, namespace: 'Cart' })
  // A shopper's own cart: nothing for search engines (robots.txt keeps crawlers out as well).
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The cart (/panier/, spec §2): the same page for every shopper, so it is prerendered; the
 * widget asks the gateway for this shopper's cart once in the browser.
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
  // The cart arrives after hydration: the page keeps the screen's height meanwhile, so the
  // footer stays below the fold and nothing moves when the lines or the empty state show.
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
        />
      </GatewayProvider>
    </div>
  )
}
