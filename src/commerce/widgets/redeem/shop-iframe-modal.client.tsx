'use client'

import { useState } from 'react'

import { fill } from '@/i18n/fill'
import { Modal } from '@/components/ui/modal/modal.client'
import { openedModal } from '@/components/ui/modal/modal-registry.client'

import { SHOP_IFRAME_MODAL } from './ids'
import { webUrl } from './package-actions'
import { ReturnButton } from './return-button.client'
import type { RedeemTexts } from './texts'

export type ShopIframeModalProps = { texts: Pick<RedeemTexts, 'modals' | 'close'> }

/**
 * Spec §2 shop iframe modal: the brand's shop (editors' iframeUrl, https only) in a sandboxed
 * frame that sends no referrer, with a way to open it in a tab if the shop refuses framing.
 */
export default function ShopIframeModal({ texts }: ShopIframeModalProps) {
  const t = texts.modals
  // Mounted afresh on each opening: this opening's payload stays through the close animation.
  const [payload] = useState(() => openedModal()?.payload)
  const url = webUrl(payload?.url, true)
  const returnTo = payload?.returnTo
  if (!url) return null
  const title = payload?.title ?? ''
  return (
    <Modal
      id={SHOP_IFRAME_MODAL}
      size="wide"
      title={fill(t.shopTitle, { title })}
      closeLabel={texts.close}
      actions={returnTo && <ReturnButton to={returnTo} label={t.back} />}
    >
      <div className="flex h-full min-h-[60dvh] flex-col gap-3">
        <iframe
          src={url}
          title={fill(t.shopFrameTitle, { title })}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          className="min-h-[60dvh] w-full flex-1 rounded-lg border border-ink/15"
        />
        <p className="text-sm">
          {t.shopNote}{' '}
          <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
            {t.openShop}
          </a>
        </p>
      </div>
    </Modal>
  )
}
