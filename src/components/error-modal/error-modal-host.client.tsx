'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { ERROR_MODAL } from './ids'

/** Where the error modal mounts, once per page; its code loads on first opening. */
export const ErrorModalHost = lazyModal(ERROR_MODAL, () => import('./error-modal.client'))
