/**
 * GA4-style analytics (spec §4): events go to `window.dataLayer`, where a tag manager picks them
 * up; without one the array simply collects them. Each ecommerce event first clears the previous
 * `ecommerce` object, as GA4 asks, so items of one event never leak into the next.
 */

/** A product as GA4 ecommerce events describe it. */
export type AnalyticsItem = {
  item_id: string
  item_name: string
  item_category?: string
  item_list_id?: string
  item_list_name?: string
  index?: number
  item_variant?: string
  price?: number
  currency?: string
  quantity?: number
}

/** What the cart's events carry: the cards concerned and what they are worth together. */
type CartEcommerce = { currency: string; value: number; items: AnalyticsItem[] }

export type AnalyticsEvent =
  | { event: 'view_item'; ecommerce: { currency?: string; value?: number; items: AnalyticsItem[] } }
  | {
      event: 'view_item_list'
      ecommerce: { item_list_id?: string; item_list_name?: string; items: AnalyticsItem[] }
    }
  | { event: 'add_to_cart'; ecommerce: { currency: string; value: number; items: AnalyticsItem[] } }
  | { event: 'search'; search_term: string; results: number }
  | { event: 'search_modal_open' }
  | { event: 'view_cart'; ecommerce: CartEcommerce }
  | { event: 'remove_from_cart'; ecommerce: CartEcommerce }
  | { event: 'login'; method: 'email' }
  | { event: 'begin_checkout'; ecommerce: CartEcommerce }
  | { event: 'add_payment_info'; ecommerce: CartEcommerce & { payment_type: string } }
  | { event: 'purchase'; ecommerce: CartEcommerce & { transaction_id: string } }

type DataLayerEntry = AnalyticsEvent | { ecommerce: null }

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** Pushes one event onto the page's dataLayer (a no-op on the server). */
export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  const dataLayer = (window.dataLayer ??= [])
  if ('ecommerce' in event) dataLayer.push({ ecommerce: null })
  dataLayer.push(event)
}
