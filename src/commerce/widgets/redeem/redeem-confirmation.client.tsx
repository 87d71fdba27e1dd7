'use client'

import { useEffect } from 'react'

import { deliverySupportValues } from '@/commerce/domain/checkout/delivery-support'
import { fill } from '@/i18n/fill'

import { isPending, useRedeemOrder } from './calls.client'
import { ShopIframeModal, ShopInfoModal } from './modal-hosts.client'
import { PackageShopActions } from './package-shop-actions.client'
import { RedeemSummary } from './redeem-summary'
import { clearRedeemToken } from './token'
import type { RedeemTexts } from './texts'

type Props = { uuid: string; texts: RedeemTexts }

/**
 * The placed redeem order (order(uuid)): thanks once completed, a wait while payment runs; each
 * card's brand shop (its frame, more information) is a button away. Anyone but its owner reads
 * its status only.
 */
export function RedeemConfirmation({ uuid, texts }: Props) {
  const t = texts.checkout
  // A payment still under way is asked again: the provider's notice may come after the payer.
  const query = useRedeemOrder(uuid, true)
  const order = query.data?.order
  const status = query.data?.orderStatus
  // The exchange is over once its order shows: the token is forgotten, the leave guard goes.
  useEffect(() => {
    if (status) clearRedeemToken()
  }, [status])
  if (query.isPending) return <p role="status">{texts.redeem.loading}</p>
  if (!status) return <p role="alert">{t.orderNotFound}</p>
  const done = !isPending(status.status)
  const heading = (
    <div className="flex flex-col gap-3" role="status">
      <h2 className="text-2xl font-bold">{done ? t.thanksTitle : t.title}</h2>
      <p>{done ? fill(t.thanksText, { number: status.orderNumber }) : t.pendingText}</p>
      {/* Spec §9: when a card that has not come is worth a word, and who checks it. */}
      {done && <p className="text-sm">{fill(t.thanksSupport, deliverySupportValues)}</p>}
      {!order && <p className="text-sm">{t.detailsPrivate}</p>}
    </div>
  )
  if (!order) return heading
  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {heading}
      <RedeemSummary
        order={order}
        texts={texts}

        title={t.summaryTitle}
        lineActions={(item) => <PackageShopActions item={item} texts={texts.modals} />}
      />
      <ShopIframeModal texts={texts} />
      <ShopInfoModal texts={texts} />
    </div>
  )
}
