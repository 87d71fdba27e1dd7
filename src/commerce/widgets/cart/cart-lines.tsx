import { useId } from 'react'

import { isBuyerShipment } from '@/commerce/domain/shipment-tag'
import { TrashIcon } from '@/components/ui/icons'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { CardPreviews } from '@/components/card-previews'
import { PackageRow, type StepPackage } from './package-row'
import type { CartTexts } from './texts'
import {
  type ShipmentLine,
  type CartOrder,
  type CartPackage,
  lineExtras,
  lineMessages,
  linePackages,
} from '@/commerce/client/cart-order'

/**
 * A personal message as the shopper typed it: React escapes it, its line breaks stay, and a long
 * word wraps anywhere rather than widen the page.
 */
export function PersonalMessage({ label, text }: { label: string; text: string }) {
  return (
    <figure className="mt-1 min-w-0 rounded-xl bg-muted px-3 py-2 text-sm">
      <figcaption className="font-medium">{label}</figcaption>
      <blockquote className="whitespace-pre-line wrap-anywhere text-ink/80">{text}</blockquote>
    </figure>
  )
}

type LineProps = {
  line: ShipmentLine
  /** Its packages, each with its quantity and edit link. */
  packages: CartPackage[]
  /** The wrappers and gift packing of the group's packages. */
  extras: string[]
  /** The personal messages of the group's packages, to re-read before paying. */
  messages: string[]
  labels: CartTexts
  /** A product page's path, its slug PRODUCT (the store's paths are the server's to know). */
  productHref: string
  onDelete: (line: ShipmentLine, trigger: HTMLButtonElement) => void
  onStep: StepPackage
  /** The package whose quantity is changing, if any: the steppers wait for it. */
  stepping: string | null
}

/**
 * One receiver's cards: who gets them and how, each package with its quantity and edit link, the
 * line's total and its delete.
 */
function CartLine(props: LineProps) {
  const { line, packages, extras, messages, labels, productHref, onDelete, onStep, stepping } =
    props
  const nameId = useId()
  const hydrated = useHydrated()
  return (
    <article
      aria-labelledby={nameId}
      className="flex gap-4 rounded-2xl border border-ink/15 p-4 sm:gap-6 sm:p-5"
    >
      <CardPreviews previews={line.cardsPreviews} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h3 id={nameId} className="text-lg font-semibold break-words">
            {line.receiverTitle}
          </h3>
          <p className="font-semibold whitespace-nowrap">{labels.money(line.totalPrice)}</p>
        </div>
        {line.receiverDescription && (
          <p className="text-sm break-words text-ink/80">{line.receiverDescription}</p>
        )}
        <p className="text-sm">{labels.cards(line.deliveryType, line.qty)}</p>
        <ul className="my-1 flex flex-col gap-2">
          {packages.map((item) => (
            <PackageRow
              key={item.id}
              item={item}
              productHref={productHref}
              labels={labels}
              busy={stepping !== null}
              onStep={onStep}
            />
          ))}
        </ul>
        {extras.length > 0 && <p className="text-sm">{labels.extrasOf(extras)}</p>}
        {messages.map((message) => (
          <PersonalMessage key={message} label={labels.personalMessage} text={message} />
        ))}
        <button
          type="button"
          aria-label={labels.deleteFor(line.receiverTitle, isBuyerShipment(line.tag))}
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={(event) => onDelete(line, event.currentTarget)}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-full px-2 text-sm font-medium underline-offset-4 hover:underline -ml-2"
        >
          <TrashIcon className="size-5" />
          {labels.delete}
        </button>
      </div>
    </article>
  )
}

type Props = Omit<LineProps, 'line' | 'packages' | 'extras' | 'messages'> & { order: CartOrder }

/** The cart's lines, one per receiver (spec §3 packagesGroups). */
export function CartLines({ order, ...shared }: Props) {
  return (
    <ul className="flex flex-col gap-4">
      {order.packagesGroups.map((line) => (
        <li key={`${line.tag}|${line.packageIds.join(',')}`}>
          <CartLine
            line={line}
            packages={linePackages(order, line)}
            extras={lineExtras(order, line)}
            messages={lineMessages(order, line)}
            {...shared}
          />
        </li>
      ))}
    </ul>
  )
}
