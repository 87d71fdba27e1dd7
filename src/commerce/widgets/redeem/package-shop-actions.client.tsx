'use client'

import { fill } from '@/i18n/fill'
import { linkButtonClass } from '@/components/form/compact-styles'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { SHOP_IFRAME_MODAL, SHOP_INFO_MODAL } from './ids'
import { packageActions } from './package-actions'
import type { RedeemPackageView } from './shop-data'
import type { RedeemTexts } from './texts'

type Props = {
  item: RedeemPackageView
  texts: RedeemTexts['modals']
  /** The modal these were opened from (the cart), opened again on 'Retour'. */
  returnTo?: string
}

/** A chosen card's brand shop: 'Voir la boutique' (its frame) and 'Plus d’informations'. */
export function PackageShopActions({ item, texts: t, returnTo }: Props) {
  const { shop, info } = packageActions(item)
  const back: Record<string, string> = returnTo ? { returnTo } : {}
  return (
    <>
      {shop && (
        <ModalTrigger
          modal={SHOP_IFRAME_MODAL}
          payload={{ ...shop, ...back }}
          aria-label={fill(t.showShopLabel, { title: shop.title })}
          className={linkButtonClass}
        >
          {t.showShop}
        </ModalTrigger>
      )}
      {info && (
        <ModalTrigger
          modal={SHOP_INFO_MODAL}
          payload={{ ...info, ...back }}
          aria-label={fill(t.moreInfoLabel, { title: info.title })}
          className={linkButtonClass}
        >
          {t.moreInfo}
        </ModalTrigger>
      )}
    </>
  )
}
