import type { PlacedOrderStatusViewFragment } from '@/commerce/client/generated/graphql'
import { fill } from '@/i18n/fill'

import type { CheckoutTexts } from './texts'

type Props = { status: PlacedOrderStatusViewFragment; texts: CheckoutTexts }

/**
 * A placed order for a visitor who cannot show it is theirs (another browser, a link without
 * its token): its number and whether it is paid, never the buyer's details; and where those are.
 */
export function OrderStatusNote({ status, texts }: Props) {
  const pending = status.status === 'PENDING'
  let text = texts.statusPaid
  if (status.status === 'CANCELED') text = texts.statusCanceled
  else if (pending)
    text = status.paymentStatus === 'pending' ? texts.transferText : texts.statusPending
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      {pending && <h2 className="text-2xl font-bold">{texts.pendingTitle}</h2>}
      <p className="font-semibold">{fill(texts.orderNumber, { number: status.orderNumber })}</p>
      <p>{text}</p>
      <p className="text-sm">{texts.statusPrivate}</p>
    </div>
  )
}
