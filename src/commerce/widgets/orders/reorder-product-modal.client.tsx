'use client'

import { useId, useState } from 'react'

import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'
import { FormAlert } from '@/components/form/form-alert'
import { ModalActions } from '@/components/form/modal-actions.client'
import { inputClass, labelClass, linkClass } from '@/components/form/styles'
import { CardFace } from '@/components/gift-card-tile'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { type OrderablePack, PACK_QTY_MAX, packPackage } from './blank-packs'
import { useCartCalls } from './calls.client'
import { problemText } from './errors'
import { REORDER_PRODUCT_MODAL } from './ids'
import type { OrdersTexts } from './texts'

export type ReorderProductModalProps = {
  packs: readonly OrderablePack[]
  texts: OrdersTexts
  cartHref: string
}

const quantities = Array.from({ length: PACK_QTY_MAX }, (_, index) => index + 1)

/**
 * The 'reorder product details' modal (spec §2): what a blank card set holds, its price and
 * delivery, a quantity, and 'Ajouter au panier' (addGiftcardPackage).
 */
export default function ReorderProductModal({ packs, texts, cartHref }: ReorderProductModalProps) {
  const id = useId()
  const calls = useCartCalls()
  const intl = useIntlLocale()
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [productId] = useState(() => openedModal()?.payload.productId)
  const entry = packs.find(({ pack }) => pack.id === productId)
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [news, setNews] = useState<{ added: boolean; text: string } | null>(null)
  if (!entry) return null
  const { pack, price } = entry

  async function add() {
    if (busy || !entry) return
    setBusy(true)
    setNews(null)
    const outcome = await calls.addPack(packPackage(entry, qty))
    setBusy(false)
    const added = outcome.errors.length === 0
    setNews({ added, text: added ? texts.added : problemText(outcome.errors, texts) })
  }

  return (
    <Modal
      id={REORDER_PRODUCT_MODAL}
      title={pack.title}
      closeLabel={texts.close}
      actions={
        <ModalActions
          modal={REORDER_PRODUCT_MODAL}
          cancel={texts.cancel}
          submit={texts.addToCart}
          busyLabel={texts.adding}
          busy={busy}
          onSubmit={() => void add()}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <CardFace
          image={pack.image ? { url: pack.image.url, alt: '', mimeType: null } : null}
          showShadow={pack.showShadow}
        />
        <section className="flex flex-col gap-1">
          <h3 className="font-bold">{texts.packContains}</h3>
          <p>{pack.description}</p>
          <p className="text-sm">{texts.packDelivery}</p>
        </section>
        <p className="flex justify-between gap-4 font-semibold">
          <span>{texts.packPrice}</span>
          <span>{formatMoney(price, intl)}</span>
        </p>
        <div className="flex flex-col">
          <label htmlFor={`${id}-qty`} className={labelClass}>
            {texts.quantity}
          </label>
          <select
            id={`${id}-qty`}
            value={qty}
            onChange={(event) => setQty(Number(event.target.value))}
            className={`${inputClass} max-w-32`}
          >
            {quantities.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        {news?.added ? (
          <p role="status" className="font-semibold">
            {news.text}{' '}
            <a href={cartHref} className={linkClass}>
              {texts.toCart}
            </a>
          </p>
        ) : (
          <FormAlert message={news?.text ?? null} />
        )}
      </div>
    </Modal>
  )
}
