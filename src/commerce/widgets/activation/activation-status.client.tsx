'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { ActivationStatusDocument } from '@/commerce/client/generated/documents/activation-status'
import { gatewayRequest } from '@/commerce/client/request'
import { activationErrorCodes } from '@/commerce/domain/activation/activation-errors'
import { linkClass } from '@/components/ui/link-styles'
import { POLL_INTERVAL_MS, pollDecision } from '@/commerce/widgets/checkout'

import type { ActivationTexts } from './texts'

type Props = {
  texts: ActivationTexts['activation']
  /** The activation form: a failed payment goes back there with its error. */
  activationHref: string
}

const noSubscribe = () => () => {}
const readOrder = () => new URLSearchParams(window.location.search).get('order')

/**
 * Back from the payment (/activer/reussi/?order=): asks for the activation order until its
 * payment is decided, then thanks the holder, or sends them back to the form with the payment
 * failure (spec §8 activation family).
 */
export function ActivationStatus({ texts, activationHref }: Props) {
  const caller = useGatewayCaller()
  const uuid = useSyncExternalStore(noSubscribe, readOrder, () => null)
  const [started] = useState(() => Date.now())
  const [now, setNow] = useState(started)
  const placed = useQuery({
    queryKey: ['activationStatus', uuid],
    queryFn: () => gatewayRequest(ActivationStatusDocument, { uuid: uuid ?? '' }, caller),
    enabled: Boolean(uuid),
    // Asked again only while the payment is undecided.
    refetchInterval: (query) =>
      pollDecision(query.state.data?.placedOrder.orderStatus ?? null, Date.now() - started).kind ===
      'wait'
        ? POLL_INTERVAL_MS
        : false,
    select: (data) => data.placedOrder.orderStatus,
  })
  const decision = pollDecision(placed.data ?? null, now - started)

  useEffect(() => {
    if (decision.kind !== 'wait') return
    const timer = setInterval(() => setNow(Date.now()), POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [decision.kind])

  useEffect(() => {
    if (decision.kind !== 'failed') return
    // replace: the back button skips this page rather than asking again.
    window.location.replace(`${activationHref}?error=${activationErrorCodes.paymentFailure}`)
  }, [decision.kind, activationHref])

  const found = Boolean(uuid) && !placed.isError && (placed.data !== null || placed.isPending)
  const text = !found
    ? texts.notFound
    : ({ paid: texts.paid, transfer: texts.transfer, timeout: texts.timeout }[
        decision.kind as 'paid' | 'transfer' | 'timeout'
      ] ?? texts.processing)
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="status" aria-live="polite" className="text-lg">
        {text}
      </p>
      {(decision.kind === 'paid' || !found) && (
        <a href={activationHref} className={linkClass}>
          {texts.activateAnother}
        </a>
      )}
    </div>
  )
}
