'use client'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import type { CookieDialogProps } from './cookie-dialog.client'
import { COOKIE_DIALOG_MODAL } from './modal-id'

const CookieDialog = lazyModal(COOKIE_DIALOG_MODAL, () => import('./cookie-dialog.client'))

type Props = CookieDialogProps & { text: string; className?: string }

/**
 * The footer's Cookies link (spec §2): a button opening the cookie dialog, mounted beside it; the
 * dialog asks its texts in `locale` when it opens.
 */
export function CookiesButton({ text, className, ...dialog }: Props) {
  return (
    <>
      <ModalTrigger modal={COOKIE_DIALOG_MODAL} className={className}>
        {text}
      </ModalTrigger>
      <CookieDialog {...dialog} />
    </>
  )
}
