import 'server-only'

import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { callerFor } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { type CheckoutTexts, checkoutTexts } from './texts'
import { routeLocale } from '@/server/route-store'

type Props = { params: Promise<{ store: string; locale: string }> }

export type CheckoutPageData = {
  locale: Locale
  texts: CheckoutTexts
  storeCountry: string
  hideCaptchaBadge: boolean
  retryPaymentPage: boolean
  /** The store's `checkoutV2` toggle: a paid order lands on /paiement/merci/, else on /paiement/{uuid}/. */
  confirmationV2: boolean
  params: Record<string, string>
}

type Title = keyof (typeof fr)['Checkout']

async function load(params: Props['params']) {
  const locale = await routeLocale(await params)
  const messages = (await getMessages({ locale })) as typeof fr
  return { locale, texts: checkoutTexts(messages) }
}

/** A checkout page's metadata: its title, and never indexed. */
export const checkoutMetadata =
  (title: Title) =>
  async ({ params }: Props): Promise<Metadata> => {
    const { texts } = await load(params)
    return { title: texts[title], robots: { index: false, follow: false } }
  }

/**
 * A page of the checkout (spec §2 /paiement/…): its frame, title and texts; its widget asks the
 * gateway in the browser, except what /paiement/ reads for a guest while it renders
 * (server-checkout.server.ts). Never indexed.
 */
export function checkoutRoute(title: Title, body: (data: CheckoutPageData) => ReactNode) {
  const generateMetadata = checkoutMetadata(title)

  async function Page({ params }: Props) {
    const { locale, texts } = await load(params)
    setRequestLocale(locale)
    const store = await getStore(locale)
    const caller = callerFor(store, locale)
    const data: CheckoutPageData = {
      locale,
      texts,
      storeCountry: store.country,
      hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
      retryPaymentPage: Boolean(store.toggles?.retryPaymentPage),
      confirmationV2: Boolean(store.toggles?.checkoutV2),
      params: Object.fromEntries(
        Object.entries(await params).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    }
    // The widget's data arrives after hydration: the page keeps the screen's height meanwhile,
    // so the footer stays below the fold and nothing moves when the form shows.
    return (
      <div className="mx-auto flex min-h-[80svh] max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts[title]}</h1>
        <GatewayProvider caller={caller}>{body(data)}</GatewayProvider>
      </div>
    )
  }

  return { Page, generateMetadata }
}
