import type { CartQuery, CheckoutQuery } from '@/commerce/client/generated/graphql'

/** What the checkout's first step needs, as the page's render read it for a guest. */
export type ServerCheckout = { cart: CartQuery; checkout: CheckoutQuery }
