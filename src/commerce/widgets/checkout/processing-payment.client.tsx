'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { linkClass } from '@/components/form/styles'

import { usePlacedOrder } from './calls.client'
import { POLL_INTERVAL_MS, pollDecision } from './polling'
import type { CheckoutTexts } from './texts'

type Props = {
  texts: CheckoutTexts
  checkoutHref: string
  /** Confirmation v2 (/paiement/merci/, the `checkoutV2` toggle), else null: the order's page. */
  thankYouHref: string | null
  /** '/paiement/ORDER/': the confirmation's path, ORDER standing for the uuid. */
  orderPathTemplate: string
  /** The order's uuid; else `?order=` is read. */
  uuid?: string
}

const noSubscribe = () => () => {}
const readOrder = () => new URLSearchParams(window.location.search).get('order')

/**
 * Back from the payment provider (/paiement/paiement-en-cours/?order=): asks placedOrder every
 * 1.5 s for up to a minute, then goes to the thank-you page, back to the checkout with the
 * failure's code, or says a bank transfer keeps the order waiting.
 */
export function ProcessingPayment(props: Props) {
  const { texts, checkoutHref, thankYouHref, orderPathTemplate } = props
  const queryUuid = useSyncExternalStore(noSubscribe, readOrder, () => null)
  const uuid = props.uuid ?? queryUuid
  const [started] = useState(() => Date.now())
  const [now, setNow] = useState(started)
  const [waiting, setWaiting] = useState(true)
  const placed = usePlacedOrder(uuid, waiting ? POLL_INTERVAL_MS : false)
  // Its status is all this page needs: a browser that lost its cookie is told it too.
  const order = placed.data?.orderStatus ?? null
  const decision = pollDecision(order, now - started)
  const polling = decision.kind === 'wait'

  useEffect(() => {
    if (!polling) return
    const timer = setInterval(() => setNow(Date.now()), POLL_INTERVAL_MS)
    return () => {
      clearInterval(timer)
      // The answer is in: placedOrder is asked no more.
      setWaiting(false)
    }
  }, [polling])

  useEffect(() => {
    if (decision.kind === 'wait' || !uuid) return
    const query = `order=${encodeURIComponent(uuid)}`
    const confirmation = thankYouHref
      ? `${thankYouHref}?${query}`
      : orderPathTemplate.replace('ORDER', encodeURIComponent(uuid))
    // replace: the back button skips this page rather than polling again.
    if (decision.kind === 'paid') window.location.replace(confirmation)
    if (decision.kind === 'failed')
      window.location.replace(`${checkoutHref}?error=${decision.code}&${query}`)
  }, [decision.kind, decision, uuid, thankYouHref, checkoutHref, orderPathTemplate])

  let text = texts.processingWait
  if (uuid && placed.isError) text = texts.orderLoadFailed
  else if (!uuid || (placed.data && !order)) text = texts.orderNotFound
  else if (decision.kind === 'transfer') text = texts.processingTransfer
  else if (decision.kind === 'timeout') text = texts.processingTimeout
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="status" aria-live="polite" className="text-lg">
        {text}
      </p>
      {uuid && (decision.kind === 'transfer' || decision.kind === 'timeout') && (
        <a
          href={orderPathTemplate.replace('ORDER', encodeURIComponent(uuid))}
          className={linkClass}
        >
          {texts.processingTransferLink}
        </a>
      )}
    </div>
  )
}
