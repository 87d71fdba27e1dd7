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
const withTexts = <P extends object>(module: Module<P>): Module<P> => ({
  default: withModalTexts(module.default),
})
const ReceiverModalHost = lazyModal(RECEIVER_MODAL, async () =>
  withTexts(await import('./receiver-modal.client')),
)
const DeliveryDateModalHost = lazyModal(DELIVERY_DATE_MODAL, async () =>
  withTexts(await import('./delivery-date-modal.client')),
)
const DeliveryOverviewModalHost = lazyModal(DELIVERY_OVERVIEW_MODAL, async () =>
  withTexts(await import('./delivery-overview-modal.client')),
)
const packagingPreview = async () => withTexts(await import('./packaging-preview-modal.client'))
const GiftPackingModalHost = lazyModal(GIFT_PACKING_MODAL, packagingPreview)
const WrapperOverlayHost = lazyModal(WRAPPER_OVERLAY_MODAL, packagingPreview)
const ProductOrderOverviewHost = lazyModal(PRODUCT_ORDER_OVERVIEW_MODAL, async () =>
  withTexts(await import('./product-order-overview-modal.client')),
)
const CountOfProductsHost = lazyModal(COUNT_OF_PRODUCTS_MODAL, async () =>
  withTexts(await import('./count-of-products-modal.client')),
)
const AlternativeChoiceHost = lazyModal(ALTERNATIVE_CHOICE_MODAL, async () =>
  withTexts(await import('./alternative-choice-modal.client')),
)
const confirmations = () => import('./receiver-confirm-modals.client')
const EditReceiverConfirmHost = lazyModal(EDIT_RECEIVER_CONFIRM_MODAL, async () =>
  withTexts({ default: (await confirmations()).EditReceiverConfirmModal }),
)
const ResetReceiversConfirmHost = lazyModal(RESET_RECEIVERS_CONFIRM_MODAL, async () =>
  withTexts({ default: (await confirmations()).ResetReceiversConfirmModal }),
)

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
