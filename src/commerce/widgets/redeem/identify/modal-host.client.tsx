'use client'

import { loadAuthForms } from '@/commerce/widgets/account'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'

import { REDEEM_IDENTIFY_MODAL } from './ids'
import type { RedeemIdentifyModalProps } from './redeem-identify-modal.client'

/** Where the redeem guest order form modal mounts; its code (forms, captcha) loads on opening. */
export const RedeemIdentifyModalHost = lazyModal<RedeemIdentifyModalProps>(
  REDEEM_IDENTIFY_MODAL,
  () =>
    Promise.all([import('./redeem-identify-modal.client'), loadAuthForms()]).then(
      ([modal]) => modal,
    ),
)
