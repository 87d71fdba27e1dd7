import type { ShipmentLine } from '@/commerce/client/cart-order'

import type { CheckoutTexts } from './texts'

type Props = {
  texts: Pick<CheckoutTexts, 'digitalDelivery' | 'physicalDelivery'>
  lines: Pick<ShipmentLine, 'tag' | 'packageId' | 'receiverTitle' | 'deliveryType'>[]
  /** The shipments' delivery dates as the gateway words them, found by tag. */
  dates: { tag: string; formattedDeliveryDate: string }[]
}

/**
 * Who receives what, and when (spec §9: digital within an hour, posted 2 to 4 working days): the
 * checkout's delivery step and the confirmation list the same.
 */
export function Deliveries({ texts, lines, dates }: Props) {
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line) => {
        const date = dates.find((entry) => entry.tag === line.tag)
        return (
          <li key={`${line.tag}|${line.packageId}`} className="rounded-lg border border-ink/15 p-3">
            <p className="font-semibold">{line.receiverTitle}</p>
            <p className="text-sm">
              {line.deliveryType === 'DIGITAL' ? texts.digitalDelivery : texts.physicalDelivery}
              {date ? ` · ${date.formattedDeliveryDate}` : ''}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
