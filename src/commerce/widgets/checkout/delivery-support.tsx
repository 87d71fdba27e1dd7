import { deliverySupportValues } from '@/commerce/domain/checkout/delivery-support'
import type { ShipmentLine } from '@/commerce/client/cart-order'
import { linkClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'

import type { CheckoutTexts } from './texts'

type Props = {
  texts: Pick<CheckoutTexts, 'digitalSupport' | 'postedSupport' | 'contactUs'>
  /** The delivery types of the order's lines: each type present says when to ask us. */
  types: readonly ShipmentLine['deliveryType'][]
  contactHref: string
}

/**
 * Spec §9 after an order: an e-mailed card not there after 30 minutes is checked by the gift-card
 * support; standard mail arrives the next day for 98 %, and after 5 working days we want to know.
 */
export function DeliverySupport({ texts, types, contactHref }: Props) {
  const notes = [
    types.includes('DIGITAL') && fill(texts.digitalSupport, deliverySupportValues),
    types.includes('PHYSICAL') && fill(texts.postedSupport, deliverySupportValues),
  ].filter((note): note is string => Boolean(note))
  if (notes.length === 0) return null
  return (
    <div className="flex flex-col gap-1 text-sm">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <a href={contactHref} className={`${linkClass} self-start`}>
        {texts.contactUs}
      </a>
    </div>
  )
}
