import type { Locale } from '@/i18n/routing'

import { removeCardPayment } from '@/commerce/db/redeem-session-card-repository'
import type { GiftcardPaymentResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { findRedeemSession } from '@/commerce/services/redeem/session'
import { cardPaymentsOf } from './card-payments'

/**
 * removeGiftcardPayment's use case: the card no longer pays for the redeem session. The session's
 * card payments as they are then, or null when there is no such session (any more).
 */
export async function removeSessionCard(
  context: ServiceContext,
  locale: Locale,
  redeemToken: string | null | undefined,
  cardId: number,
): Promise<GiftcardPaymentResult | null> {
  if (!redeemToken) return null
  const session = await findRedeemSession(context.payload, redeemToken, context.storeId)
  if (!session) return null
  const cardPayments = await removeCardPayment(context.payload, session.id, cardId)
  const { result } = await cardPaymentsOf(
    context,
    locale,
    { ...session, cardPayments },
    redeemToken,
  )
  return result
}
