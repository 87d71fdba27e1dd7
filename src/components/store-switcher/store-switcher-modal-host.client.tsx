'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { STORE_SWITCHER_MODAL } from './modal-id'

/** Where the store-switcher modal mounts, once per page; its code loads on first opening. */
export const StoreSwitcherModalHost = lazyModal(
  STORE_SWITCHER_MODAL,
  () => import('./store-switcher-modal.client'),
)
