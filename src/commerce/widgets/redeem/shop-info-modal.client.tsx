'use client'

import { useState } from 'react'

import { fill } from '@/i18n/fill'
import { linkButtonClass, primaryButtonClass } from '@/components/form/compact-styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { spokenSeconds } from './countdown'
import { SHOP_INFO_MODAL } from './ids'
import { leaveFlowTo } from './leave'
import { shopInfoOf } from './package-actions'
import { ReturnButton } from './return-button.client'
import type { RedeemTexts } from './texts'
import { useCountdown } from './use-countdown.client'

export type ShopInfoModalProps = { texts: Pick<RedeemTexts, 'modals' | 'close'> }

/** The polite live region's words: a few times during the countdown, not every second. */
function spokenText(
  t: RedeemTexts['modals'],
  left: number | null,
  total: number,
  cancelled: boolean,
) {
  if (left === null) return cancelled ? t.redirectCancelled : ''
  if (left === 0) return t.redirectNow
  return fill(t.redirectingSpoken, { seconds: spokenSeconds(left, total) })
}

/**
 * Spec §2 shop more-information modal: the brand card's description, its link (new tab) and,
 * when the brand redirects, 'continue to the shop' after its redirect time, said politely and
 * cancellable; closing the modal stops it.
 */
export default function ShopInfoModal({ texts }: ShopInfoModalProps) {
  const t = texts.modals
  // Mounted afresh on each opening: this opening's content stays through the close animation.
  const [payload] = useState(() => openedModal()?.payload)
  const info = shopInfoOf(payload)
  const open = useOpenModal()?.id === SHOP_INFO_MODAL
  const total = Number(info.redirectSeconds) || 0
  const [cancelled, setCancelled] = useState(false)
  const countdown = useCountdown(total, open, () => leaveFlowTo(info.redirectUrl))
  const { left } = countdown
  const returnTo = payload?.returnTo
  return (
    <Modal
      id={SHOP_INFO_MODAL}
      title={info.title}
      closeLabel={texts.close}
      actions={returnTo && <ReturnButton to={returnTo} label={t.back} />}
    >
      <div className="flex flex-col gap-4">
        {info.description && <p className="whitespace-pre-line">{info.description}</p>}
        {info.linkUrl && (
          <a href={info.linkUrl} target="_blank" rel="noopener noreferrer" className="underline">
            {info.linkTitle || t.moreInfo} <span className="sr-only">{t.newTab}</span>
          </a>
        )}
        {info.redirectUrl && left === null && (
          <button
            type="button"
            className={`${primaryButtonClass} self-start`}
            onClick={() => {
              setCancelled(false)
              if (total === 0) leaveFlowTo(info.redirectUrl)
              else countdown.start()
            }}
          >
            {t.continueToShop}
          </button>
        )}
        {left !== null && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-muted p-3">
            <p aria-hidden="true" className="font-semibold tabular-nums">
              {left === 0 ? t.redirectNow : fill(t.redirecting, { seconds: left })}
            </p>
            <button
              type="button"
              className={linkButtonClass}
              onClick={() => {
                countdown.cancel()
                setCancelled(true)
              }}
            >
              {t.cancelRedirect}
            </button>
          </div>
        )}
        <p role="status" className="sr-only">
          {spokenText(t, left, total, cancelled)}
        </p>
      </div>
    </Modal>
  )
}
