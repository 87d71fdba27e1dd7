'use client'

import { type FieldError, useFormContext } from 'react-hook-form'

import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { useConfigurator } from './context.client'
import { type ConfiguratorValues, inCart, type ReceiverValues } from './form-values'
import { DELIVERY_DATE_MODAL, EDIT_RECEIVER_CONFIRM_MODAL, RECEIVER_MODAL } from './ids'
import { receiverDetail, scheduledAt } from './receivers'
import { linkButtonClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

type Props = {
  index: number
  receiver: ReceiverValues
  /** 'Carte 2' when each card has its own receiver. */
  card: string | null
  errors: Record<string, FieldError | undefined> | undefined
  onRemove: () => void
}

/** One receiver: who and where, with edit, remove and, for e-mail, the sending date. */
export function ReceiverItem({ index, receiver, card, errors, onRemove }: Props) {
  const { id, texts, numberLocale, errorText, editing, confirmReset } = useConfigurator()
  const hydrated = useHydrated()
  const itemId = `${id}-receiver-${index}`
  const messages = Object.values(errors ?? {}).flatMap((error) => errorText(error) ?? [])
  const digital = !('street' in receiver)
  const { formState } = useFormContext<ConfiguratorValues>()
  const cart = (formState.defaultValues?.receivers ?? []) as ReceiverValues[]
  const asks = editing !== null && inCart(receiver, cart)
  return (
    <li className="rounded-xl border border-ink/15 p-4">
      <p id={itemId} className="font-semibold">
        {card && <span className="mr-2 text-sm font-normal">{card}</span>}
        {receiver.name}
      </p>
      <p className="text-sm break-words">{receiverDetail(receiver)}</p>
      {digital && (
        <p className="text-sm">
          {fill(texts.sendAt, { when: scheduledAt(receiver, numberLocale) ?? texts.sendNow })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-1">
        {/* An edited cart line asks before its receiver changes (edit receiver confirmation),
            is sent at another date, or leaves the line (reset receiver confirmation). */}
        <ModalTrigger
          modal={asks ? EDIT_RECEIVER_CONFIRM_MODAL : RECEIVER_MODAL}
          payload={{ index: String(index), name: receiver.name, then: RECEIVER_MODAL }}
          id={`${itemId}-edit`}
          aria-label={fill(texts.editReceiver, { name: receiver.name })}
          aria-describedby={messages.length ? `${itemId}-errors` : undefined}
          data-invalid={messages.length ? '' : undefined}
          className={linkButtonClass}
        >
          {texts.edit}
        </ModalTrigger>
        {digital && (
          <ModalTrigger
            modal={asks ? EDIT_RECEIVER_CONFIRM_MODAL : DELIVERY_DATE_MODAL}
            payload={{ index: String(index), name: receiver.name, then: DELIVERY_DATE_MODAL }}
            id={`${itemId}-date`}
            aria-label={fill(texts.scheduleFor, { name: receiver.name })}
            className={linkButtonClass}
          >
            {texts.schedule}
          </ModalTrigger>
        )}
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => (asks ? confirmReset([receiver], onRemove) : onRemove())}
          aria-label={fill(texts.removeReceiver, { name: receiver.name })}
          className={linkButtonClass}
        >
          {texts.remove}
        </button>
      </div>
      {messages.length > 0 && (
        <ul id={`${itemId}-errors`} className="mt-1.5 text-sm font-medium text-red-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </li>
  )
}
