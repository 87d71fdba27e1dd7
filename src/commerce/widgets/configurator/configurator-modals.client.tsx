'use client'

import type { ComponentType, RefObject } from 'react'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import type { PendingReset } from './edit-mode.client'
import { withModalTexts } from './modal-texts.client'
import {
  ALTERNATIVE_CHOICE_MODAL,
  COUNT_OF_PRODUCTS_MODAL,
  DELIVERY_DATE_MODAL,
  DELIVERY_OVERVIEW_MODAL,
  EDIT_RECEIVER_CONFIRM_MODAL,
  GIFT_PACKING_MODAL,
  PRODUCT_ORDER_OVERVIEW_MODAL,
  RECEIVER_MODAL,
  RESET_RECEIVERS_CONFIRM_MODAL,
  WRAPPER_OVERLAY_MODAL,
} from './ids'

/*
 * The configurator's modals, their code loaded on first opening, and their texts with it
 * (modal-texts.client.tsx). Mounted inside the form's providers, they read and write the
 * configuration through them (portals keep React context).
 */
type Module<P> = { default: ComponentType<P> }
/** A modal's host whose component gets the pop-up texts along with its code. */
const textModal = <P extends object>(id: string, load: () => Promise<Module<P>>) =>
  lazyModal(id, async () => ({ default: withModalTexts((await load()).default) }))
const ReceiverModalHost = textModal(RECEIVER_MODAL, () => import('./receiver-modal.client'))
const DeliveryDateModalHost = textModal(
  DELIVERY_DATE_MODAL,
  () => import('./delivery-date-modal.client'),
)
const DeliveryOverviewModalHost = textModal(
  DELIVERY_OVERVIEW_MODAL,
  () => import('./delivery-overview-modal.client'),
)
const packagingPreview = () => import('./packaging-preview-modal.client')
const GiftPackingModalHost = textModal(GIFT_PACKING_MODAL, packagingPreview)
const WrapperOverlayHost = textModal(WRAPPER_OVERLAY_MODAL, packagingPreview)
const ProductOrderOverviewHost = textModal(
  PRODUCT_ORDER_OVERVIEW_MODAL,
  () => import('./product-order-overview-modal.client'),
)
const CountOfProductsHost = textModal(
  COUNT_OF_PRODUCTS_MODAL,
  () => import('./count-of-products-modal.client'),
)
const AlternativeChoiceHost = textModal(
  ALTERNATIVE_CHOICE_MODAL,
  () => import('./alternative-choice-modal.client'),
)
const confirmations = () => import('./receiver-confirm-modals.client')
const EditReceiverConfirmHost = textModal(EDIT_RECEIVER_CONFIRM_MODAL, async () => ({
  default: (await confirmations()).EditReceiverConfirmModal,
}))
const ResetReceiversConfirmHost = textModal(RESET_RECEIVERS_CONFIRM_MODAL, async () => ({
  default: (await confirmations()).ResetReceiversConfirmModal,
}))

/** `pending`: the change the reset receiver confirmation applies on yes. */
export function ConfiguratorModals({ pending }: { pending: RefObject<PendingReset | null> }) {
  return (
    <>
      <ReceiverModalHost />
      <DeliveryDateModalHost />
      <DeliveryOverviewModalHost />
      <GiftPackingModalHost field="giftPackingId" />
      <WrapperOverlayHost field="wrapperId" />
      <ProductOrderOverviewHost />
      <CountOfProductsHost />
      <AlternativeChoiceHost />
      <EditReceiverConfirmHost />
      <ResetReceiversConfirmHost pending={pending} />
    </>
  )
}
