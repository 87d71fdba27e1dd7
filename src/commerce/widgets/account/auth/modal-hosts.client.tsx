'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from './ids'

/** Where the cart's identification modals mount; their code loads on first opening. */
export const IdentifyModalHost = lazyModal(IDENTIFY_MODAL, () => import('./identify-modal.client'))

export const GuestOrderModalHost = lazyModal(
  GUEST_ORDER_MODAL,
  () => import('./guest-order-modal.client'),
)
