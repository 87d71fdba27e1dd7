'use client'

import { useState } from 'react'

import { type CartOrder, packagesOf } from '@/commerce/client/cart-order'
import { CardPreviews } from '@/components/card-previews'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { PersonalMessage } from './cart-lines'
import { PACKAGE_PREVIEW_MODAL } from './ids'
import { packageLabel } from './package-row'
import type { CartTexts } from './texts'

export type PackagePreviewProps = { order: CartOrder | null; labels: CartTexts }

/** Where a package is in the cart: itself, its line and its card's preview. */
function find(order: CartOrder, packageId: string | undefined) {
  const item = packagesOf(order).find((candidate) => candidate.id === packageId)
  const group = order.packagesGroups.find((line) => line.packageIds.includes(packageId ?? ''))
  if (!item || !group) return null
  const preview = group.cardsPreviews[group.packageIds.indexOf(item.id)]
  return { item, group, preview }
}

/**
 * The package item preview (spec §2): one package of a cart line as its receiver gets it, the
 * card large with its wrapper, packing and note, who receives it and when, and what it costs.
 */
export default function PackagePreviewModal({ order, labels }: PackagePreviewProps) {
  const [packageId] = useState(() => openedModal()?.payload.id)
  const found = order && find(order, packageId)
  if (!found) return null
  const { item, group, preview } = found
  const texts = labels.preview
  const details: [string, string][] = [
    [texts.cards, texts.cardsOf(item.giftcard.qty, labels.money(item.giftcard.variation.price))],
    ...(item.wrapper ? [[texts.wrapper, item.wrapper.variation.title] as [string, string]] : []),
    ...(item.giftPacking
      ? [[texts.giftPacking, item.giftPacking.variation.title] as [string, string]]
      : []),
    [texts.receiver, [group.receiverTitle, group.receiverDescription].filter(Boolean).join(', ')],
    [texts.total, labels.money(item.totalPrice)],
  ]
  return (
    <Modal
      id={PACKAGE_PREVIEW_MODAL}
      size="wide"
      title={packageLabel(item, labels)}
      closeLabel={labels.deleteModal.close}
    >
      <div className="mx-auto w-56 sm:w-72 [&>div]:w-full">
        {preview && <CardPreviews previews={[preview]} />}
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {item.message && item.message.text.trim() !== '' && (
        <PersonalMessage label={labels.personalMessage} text={item.message.text} />
      )}
    </Modal>
  )
}
