'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { CART_DELETE_MODAL, PACKAGE_PREVIEW_MODAL } from './ids'

/** Where the delete confirmation mounts; its code loads when a delete button is first pressed. */
export const DeleteShipmentModalHost = lazyModal(
  CART_DELETE_MODAL,
  () => import('./delete-shipment-modal.client'),
)

/** Where a package's preview mounts; its code loads when a preview button is first pointed at. */
export const PackagePreviewModalHost = lazyModal(
  PACKAGE_PREVIEW_MODAL,
  () => import('./package-preview-modal.client'),
)
