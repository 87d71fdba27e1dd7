'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { SEARCH_MODAL } from './ids'

/** Where the search modal mounts; its code (TanStack Query included) loads on first opening. */
export const SearchModalHost = lazyModal(SEARCH_MODAL, () => import('./search-modal.client'))
