'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import type { AddCardModalProps } from './AddCardModal.client'
import type { BasketModalProps } from './BasketModal.client'
import type { CardNumberModalProps } from './CardNumberModal.client'
import type { GiftCardModalProps } from './GiftCardModal.client'
import {
  ADD_CARD_MODAL,
  BASKET_MODAL,
  CARD_NUMBER_MODAL,
  GIFT_CARD_MODAL,
  NICE_TO_KNOW_MODAL,
  SHOP_IFRAME_MODAL,
  SHOP_INFO_MODAL,
} from './ids'
import type { NiceToKnowModalProps } from './NiceToKnowModal.client'
import type { ShopIframeModalProps } from './ShopIframeModal.client'
import type { ShopInfoModalProps } from './ShopInfoModal.client'

/*
 * The redeem modals' hosts (spec §2 redeem modals): each modal's code loads on its first opening
 * (or a trigger's intent), so the redeem pages' first load carries none of it.
 */
export const GiftCardModal = lazyModal<GiftCardModalProps>(
  GIFT_CARD_MODAL,
  () => import('./GiftCardModal.client'),
)
export const BasketModal = lazyModal<BasketModalProps>(
  BASKET_MODAL,
  () => import('./BasketModal.client'),
)
export const AddCardModal = lazyModal<AddCardModalProps>(
  ADD_CARD_MODAL,
  () => import('./AddCardModal.client'),
)
export const NiceToKnowModal = lazyModal<NiceToKnowModalProps>(
  NICE_TO_KNOW_MODAL,
  () => import('./NiceToKnowModal.client'),
)
export const CardNumberModal = lazyModal<CardNumberModalProps>(
  CARD_NUMBER_MODAL,
  () => import('./CardNumberModal.client'),
)
export const ShopIframeModal = lazyModal<ShopIframeModalProps>(
  SHOP_IFRAME_MODAL,
  () => import('./ShopIframeModal.client'),
)
export const ShopInfoModal = lazyModal<ShopInfoModalProps>(
  SHOP_INFO_MODAL,
  () => import('./ShopInfoModal.client'),
)
