'use client'

import { type FormEventHandler, type ReactNode, type RefObject, useId } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { Modal, type ModalSize } from '@/components/ui/modal/modal.client'

import { FormAlert } from './form-alert'
import { FormFrame } from './form-frame.client'
import { ModalActions } from './modal-actions.client'
import type { FieldsTexts } from './texts'

/** The modal's action button: its words, and whether a sending is under way. */
export type FormModalAction = { submit: string; busyLabel: string; busy: boolean; danger?: boolean }

type Props<V extends FieldValues> = {
  id: string
  size?: ModalSize
  title: string
  description?: string
  finalFocus?: () => HTMLElement | boolean
  texts: FieldsTexts & { close: string; cancel: string }
  locale: string
  form: UseFormReturn<V, unknown, unknown>
  formRef: RefObject<HTMLFormElement | null>
  /** The gateway's message for the form as a whole, above the fields. */
  message: string | null
  onSubmit: FormEventHandler<HTMLFormElement>
  action: FormModalAction
  className?: string
  children: ReactNode
}

/** A modal holding one form: Cancel and the action sit under it and send it (spec §2). */
export function FormModal<V extends FieldValues>({
  texts,
  locale,
  form,
  formRef,
  message,
  onSubmit,
  action,
  className = 'grid gap-4',
  children,
  ...modal
}: Props<V>) {
  const formId = useId()
  return (
    <Modal
      {...modal}
      closeLabel={texts.close}
      actions={<ModalActions modal={modal.id} formId={formId} cancel={texts.cancel} {...action} />}
    >
      <FormFrame
        form={form}
        parts={{ id: formId, texts, locale }}
        formRef={formRef}
        id={formId}
        onSubmit={onSubmit}
        className={className}
      >
        <FormAlert message={message} />
        {children}
      </FormFrame>
    </Modal>
  )
}
