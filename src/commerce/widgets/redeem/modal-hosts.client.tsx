'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import type { AddCardModalProps } from './add-card-modal.client'
import type { CartModalProps } from './cart-modal.client'
import type { BrandsModalProps } from './brands-modal.client'
import type { CardNumberModalProps } from './card-number-modal.client'
import type { GiftCardModalProps } from './gift-card-modal.client'
import {
  ADD_CARD_MODAL,
  CART_MODAL,
  BRANDS_MODAL,
  CARD_NUMBER_MODAL,
  GIFT_CARD_MODAL,
  NICE_TO_KNOW_MODAL,
  SHOP_IFRAME_MODAL,
  SHOP_INFO_MODAL,
} from './ids'
import type { NiceToKnowModalProps } from './nice-to-know-modal.client'
import type { ShopIframeModalProps } from './shop-iframe-modal.client'
import type { ShopInfoModalProps } from './shop-info-modal.client'

/*
 * The redeem modals' hosts (spec §2 redeem modals): each modal's code loads on its first opening
 * (or a trigger's intent), so the redeem pages' first load carries none of it.
 */
export const GiftCardModal = lazyModal<GiftCardModalProps>(
  GIFT_CARD_MODAL,
  () => import('./gift-card-modal.client'),
)
export const CartModal = lazyModal<CartModalProps>(CART_MODAL, () => import('./cart-modal.client'))
export const AddCardModal = lazyModal<AddCardModalProps>(
  ADD_CARD_MODAL,
  () => import('./add-card-modal.client'),
)
export const NiceToKnowModal = lazyModal<NiceToKnowModalProps>(
  NICE_TO_KNOW_MODAL,
  () => import('./nice-to-know-modal.client'),
)
export const CardNumberModal = lazyModal<CardNumberModalProps>(
  CARD_NUMBER_MODAL,
  () => import('./card-number-modal.client'),
)
export const ShopIframeModal = lazyModal<ShopIframeModalProps>(
  SHOP_IFRAME_MODAL,
  () => import('./shop-iframe-modal.client'),
)
export const ShopInfoModal = lazyModal<ShopInfoModalProps>(
  SHOP_INFO_MODAL,
  () => import('./shop-info-modal.client'),
)
export const BrandsModal = lazyModal<BrandsModalProps>(
  BRANDS_MODAL,
  () => import('./brands-modal.client'),
)
