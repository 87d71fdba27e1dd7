import 'server-only'

import type { Payload } from 'payload'

import type { Store } from '@/payload-types'
import { serverEnv } from '@/server/env'
import { contentSecurityPolicy } from '@/server/security-headers'
import { readLimitedBody } from '@/server/request-body'

import { renderHostedPage, type HostedPageView } from './hosted-page'
import { hostedPageTexts, paymentsLocale } from './hosted-page-texts'
import { localPaymentProvider, simulatorActive } from './providers'
import type { LocalPaymentProvider } from './local'
import { isLocalReference, type LocalSession } from '@/commerce/domain/payments/local-session'
import { PAYMENT_METHOD_IDS } from '@/collections/stores/payments'
import { storePaymentMethods, type StorePaymentMethod } from './methods'
import { getStoreOfHost } from '@/server/store'

/** The page of a payment, in the payer's language, never cached (it shows a payment's state). */
export function pageResponse(view: HostedPageView, locale: string, status = 200): Response {
  const texts = hostedPageTexts(paymentsLocale(locale))
  // The payer's choice is posted here and answered with a redirect to the store paid in, on its
  // own host: a form's redirect is held to the page's form-action too.
  const returnUrl = 'session' in view ? view.session.returnUrl : ''
  const returnTo = URL.canParse(returnUrl) ? [new URL(returnUrl).origin] : []
  const development = process.env.NODE_ENV !== 'production'
  return new Response(renderHostedPage(texts, view), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy(development, returnTo),
    },
  })
}

/** After a decision the browser moves on with GET (303), to the shop or back to the page. */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location } })

/**
 * Form posts come from the page itself: a browser always sends Origin with a POST, and
 * another site's form (a payment decided behind the payer's back) carries its own.
 */
export function fromOwnPage(request: Request): boolean {
  const origin = request.headers.get('origin')
  return origin === new URL(serverEnv().SERVER_URL).origin || origin === new URL(request.url).origin
}

/** A posted form's fields; empty for a body larger than a card form can be. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams((await readLimitedBody(request, 4_096)) ?? '')
}

/** The methods the store offers (its `paymentMethods`, all when it lists none), the payment's own too. */
function offeredMethods(store: Store, session: LocalSession): StorePaymentMethod[] {
  const listed: string[] = store.paymentMethods ?? []
  const ids = listed.length ? [...listed, session.method] : PAYMENT_METHOD_IDS
  return storePaymentMethods(ids, paymentsLocale(session.locale))
}

export type PaymentPage = {
  provider: LocalPaymentProvider
  reference: string
  session: LocalSession
  shopName: string
  /** The store's country: how the page writes the amount. */
  shopCountry: string
  methods: StorePaymentMethod[]
}

/**
 * The payment behind a page's URL with its store's name and methods; null when unknown, and for
 * every payment while the simulator is not the active provider.
 */
export async function loadPaymentPage(
  payload: Payload,
  reference: string,
): Promise<PaymentPage | null> {
  if (!simulatorActive() || !isLocalReference(reference)) return null
  const provider = localPaymentProvider(payload)
  const session = await provider.session(reference)
  if (!session) return null
  // The store the payer comes back to: the shop wrote its own address as the return URL.
  const store = await getStoreOfHost(
    new URL(session.returnUrl).host,
    paymentsLocale(session.locale) === 'nl' ? 'nl' : 'fr',
  )
  return {
    provider,
    reference,
    session,
    shopName: store.name,
    shopCountry: store.country,
    methods: offeredMethods(store, session),
  }
}

// The page's view types, for the route that renders it.
export type { CardValues, HostedPageView } from './hosted-page'
