'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { ORDER_OVERVIEW_MODAL } from './order-overview-id'

/** The checkout order overview, loaded on first opening. */
export const OrderOverviewModalHost = lazyModal(
  ORDER_OVERVIEW_MODAL,
  () => import('./order-overview-modal.client'),
)
