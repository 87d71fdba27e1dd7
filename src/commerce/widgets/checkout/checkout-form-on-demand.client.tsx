'use client'

import { Activity, lazy, useEffect, useMemo, useState } from 'react'

import { prefillEmail } from '@/commerce/client/auth-storage'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import type { CheckoutFormProps } from './checkout-form.client'
import { restoreCheckout } from './storage'
import { blankCheckout } from './values'

let formModule: Promise<typeof import('./checkout-form.client')> | null = null
/** The form's code: react-hook-form, the fields' parts, the rules' loader, placeOrder (25 KB gz). */
export const loadForm = () => (formModule ??= import('./checkout-form.client'))
const asDefault = (module: typeof import('./checkout-form.client')) => ({
  default: module.CheckoutForm,
})

/** The form drawn in the browser: its code loads with the basket (checkout.client.tsx). */
const CheckoutForm = lazy(() => loadForm().then(asDefault))

let reach: () => void = () => {}
/** On the server the form renders at once; in the browser its code waits for the shopper. */
const reached =
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((done) => (reach = done))
const ReachedCheckoutForm = lazy(() => reached.then(loadForm).then(asDefault))

/** What the first step's fields may hold already: the details kept in this tab, a typed e-mail. */
const hasPrefill = (storeCountry: string) =>
  restoreCheckout(blankCheckout(storeCountry)) !== null || prefillEmail() !== null

/**
 * The checkout form. Drawn by the server (a guest's basket), it stays the server's HTML until the
 * shopper reaches it (a focus or a press in it), and only then loads its code and comes to life
 * where it is: an `<Activity>` is a boundary React hydrates on its own, so the page around it is
 * live at once and the form's 25 KB (react-hook-form among them) is no part of the page's load
 * (issue 39: "the checkout loads what its first step needs"). Typed text stays in the inputs, and
 * the form starts from it (`withTypedValues`); its buttons are disabled until then.
 *
 * A boundary not yet hydrated that receives new props is drawn again from scratch, which would
 * wait for the shopper: until the code is in, the form keeps the props it was drawn with (the
 * element is the same object, so React does not visit it), and takes the current ones once in.
 */
export function CheckoutFormOnDemand(props: CheckoutFormProps) {
  const hydrated = useHydrated()
  // Drawn in the browser (not hydrating): loaded at once, as the page waits for it.
  const [waits] = useState(() => !hydrated)
  const [drawnWith] = useState(props)
  const [live, setLive] = useState(!waits)
  const { formId, storeCountry } = props
  useEffect(() => {
    if (!waits) return
    // On the window, capturing: React stops an event aimed at a part it has not hydrated yet at
    // the document (and replays the focus once that part is live).
    const inForm = (node: unknown) =>
      node instanceof Node && Boolean(document.getElementById(formId)?.contains(node))
    const start = (event: Event) => void (inForm(event.target) && reach())
    // A change too: a screen reader's virtual cursor may tick a choice without focus or pointer.
    const events = ['focusin', 'pointerdown', 'input'] as const
    for (const event of events) window.addEventListener(event, start, true)
    // Reached before the page's code ran: the focus is in it already.
    if (hasPrefill(storeCountry) || inForm(document.activeElement)) reach()
    let cancelled = false
    void reached.then(loadForm).then(() => !cancelled && setLive(true))
    return () => {
      cancelled = true
      for (const event of events) window.removeEventListener(event, start, true)
    }
  }, [waits, formId, storeCountry])
  const shown = live ? props : drawnWith
  return useMemo(
    () =>
      waits ? (
        <Activity mode="visible">
          <ReachedCheckoutForm {...shown} />
        </Activity>
      ) : (
        <CheckoutForm {...shown} />
      ),
    [waits, shown],
  )
}
