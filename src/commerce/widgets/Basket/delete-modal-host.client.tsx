'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { BASKET_DELETE_MODAL } from './ids'

/** Where the delete confirmation mounts; its code loads when a delete button is first pressed. */
export const DeleteGroupModalHost = lazyModal(
  BASKET_DELETE_MODAL,
  () => import('./DeleteGroupModal.client'),
)
