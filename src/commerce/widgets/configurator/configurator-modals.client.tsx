'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import {
  DELIVERY_DATE_MODAL,
  DELIVERY_OVERVIEW_MODAL,
  GIFT_PACKING_MODAL,
  RECEIVER_MODAL,
} from './ids'

/*
 * The configurator's modals, their code loaded on first opening. Mounted inside the form's
 * providers, they read and write the configuration through them (portals keep React context).
 */
const ReceiverModalHost = lazyModal(RECEIVER_MODAL, () => import('./receiver-modal.client'))
const DeliveryDateModalHost = lazyModal(
  DELIVERY_DATE_MODAL,
  () => import('./delivery-date-modal.client'),
)
const DeliveryOverviewModalHost = lazyModal(
  DELIVERY_OVERVIEW_MODAL,
  () => import('./delivery-overview-modal.client'),
)
const GiftPackingModalHost = lazyModal(
  GIFT_PACKING_MODAL,
  () => import('./gift-packing-modal.client'),
)

export function ConfiguratorModals() {
  return (
    <>
      <ReceiverModalHost />
      <DeliveryDateModalHost />
      <DeliveryOverviewModalHost />
      <GiftPackingModalHost />
    </>
  )
}
