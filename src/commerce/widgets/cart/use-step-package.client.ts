'use client'

import { useState } from 'react'

import type { CartPackage } from '@/commerce/client/cart-order'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { CartAnswer } from '@/commerce/client/hooks.client'
import type { ReceiverInput } from '@/commerce/client/generated/graphql'
import { UpdateGiftcardPackageDocument } from '@/commerce/client/generated/documents/update-giftcard-package'
import { steppedInput } from '@/commerce/client/package-input'
import { gatewayRequest } from '@/commerce/client/request'
import { quantityChangeEvent } from '@/components/analytics/cart-events'
import { pushEvent } from '@/components/analytics/data-layer'
import { gatewayCall } from '@/components/error-modal/gateway-call'

import { packageLabel } from './package-row'
import type { CartTexts } from './texts'

/**
 * A line's − and +: updateGiftcardPackage with one card less or more (the gateway's rules check
 * it, its errors end in the error modal); its answer is the cart with its totals and the header
 * count, asked no more. One change at a time; the status says what it did.
 */
export function useStepPackage(labels: CartTexts, changed: (answer: CartAnswer) => void) {
  const caller = useGatewayCaller()
  const [stepping, setStepping] = useState<string | null>(null)
  const [done, setDone] = useState('')

  async function step(item: CartPackage, by: 1 | -1) {
    const input = steppedInput(item, by)
    if (!input || stepping !== null) return
    setStepping(item.id)
    setDone('')
    // The rules checked every receiver when it was added: they are ReceiverInput.
    const receivers = input.receivers as ReceiverInput[] | null | undefined
    const answer = await gatewayCall(
      async () =>
        (
          await gatewayRequest(
            UpdateGiftcardPackageDocument,
            { packageId: item.id, package: { ...input, receivers } },
            caller,
          )
        ).updateGiftcardPackage,
      labels.validation,
    )
    if (answer) {
      pushEvent(quantityChangeEvent(item, by))
      changed(answer)
      setDone(labels.updated(packageLabel(item, labels), input.qty))
    }
    setStepping(null)
  }

  const status = stepping !== null ? labels.updating : done
  return { stepping, status, step }
}
