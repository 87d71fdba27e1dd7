import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { withCallback } from '@/commerce/widgets/account/routes/reorder'
import { ordersTexts, Reorder } from '@/commerce/widgets/orders/routes/reorder'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'

import { getStore } from '@/server/store'
import { routeLocale } from '@/server/route-store'

type Props = { params: Promise<{ store: string; locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(await params)
  const messages = (await getMessages({ locale })) as typeof fr
  // A customer's own orders: nothing for search engines.
  return { title: messages.AccountOrders.reorderTitle, robots: { index: false, follow: false } }
}

/**
 * Reorder (/commander-a-nouveau/, spec §2): the same page for every shopper, so it is
 * prerendered; the widget asks for the customer's orders and the blank card sets in the browser.
 */
export default async function ReorderPage({ params }: Props) {
  const locale = await routeLocale(await params)
  setRequestLocale(locale)
  const [store, messages] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const caller = callerFor(store, locale)
  const texts = ordersTexts(messages)
  const hrefs = {
    identify: withCallback(localizedPath(locale, '/account'), localizedPath(locale, '/reorder')),
    cart: localizedPath(locale, '/cart'),
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.reorderTitle}</h1>
        <p>{texts.reorderIntro}</p>
      </div>
      <GatewayProvider caller={caller}>
        <Reorder texts={texts} hrefs={hrefs} />
      </GatewayProvider>
    </div>
  )
}
