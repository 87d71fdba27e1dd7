'use client'

import { useState } from 'react'

import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import type { ChangePasswordModalProps } from './change-password-modal.client'
import type { DeleteAccountModalProps } from './delete-account-modal.client'
import { secondaryButtonClass } from '@/components/form/styles'
import { CHANGE_PASSWORD_MODAL, DELETE_ACCOUNT_MODAL } from './ids'
import type { AreaTexts } from './texts'

// Their code (forms, zod) loads when a button is pointed at or pressed, not with the page.
const ChangePasswordModalHost = lazyModal<ChangePasswordModalProps>(
  CHANGE_PASSWORD_MODAL,
  () => import('./change-password-modal.client'),
)
const DeleteAccountModalHost = lazyModal<DeleteAccountModalProps>(
  DELETE_ACCOUNT_MODAL,
  () => import('./delete-account-modal.client'),
)

type Props = { texts: AreaTexts; locale: string; homeHref: string }

/** Change password and delete account: their buttons, modals and the change's confirmation. */
export function SecurityActions({ texts, locale, homeHref }: Props) {
  const [changed, setChanged] = useState(false)
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <ModalTrigger modal={CHANGE_PASSWORD_MODAL} className={secondaryButtonClass}>
          {texts.changePassword}
        </ModalTrigger>
        <ModalTrigger
          modal={DELETE_ACCOUNT_MODAL}
          className={`${secondaryButtonClass} border-red-700 text-red-800`}
        >
          {texts.deleteAccount}
        </ModalTrigger>
      </div>
      <p role="status" className="mt-3 text-sm font-semibold">
        {changed ? texts.passwordChanged : ''}
      </p>
      <ChangePasswordModalHost texts={texts} locale={locale} onChanged={() => setChanged(true)} />
      <DeleteAccountModalHost texts={texts} locale={locale} homeHref={homeHref} />
    </div>
  )
}
