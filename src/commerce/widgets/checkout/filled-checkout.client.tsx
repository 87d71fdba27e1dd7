'use client'

import dynamic from 'next/dynamic'

import { Checkout, type CheckoutProps } from './checkout.client'

// The form's chunk, loaded only by a page that draws it: the page's hydration waits for it.
const CheckoutFormOnDemand = dynamic(() =>
  import('./checkout-form.client').then((module) => module.CheckoutForm),
)

/**
 * The checkout when its render read a guest's basket with lines: the form drawn without the
 * Suspense boundary Checkout puts around the form it loads for a page that came without it.
 * React's stream outlines a boundary of over 500 bytes (its "loading" line first, the content
 * revealed a frame later), and one still waiting when the page's first update comes (the
 * customer's session answered, say) is dropped and drawn again after hydration: the page's
 * largest paint came at 3.3 s in Lighthouse against 2.5 s for the empty checkout.
 */
export function FilledCheckout(props: CheckoutProps) {
  return <Checkout {...props} form={CheckoutFormOnDemand} />
}
