'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { type Resolver, useForm, useFormContext } from 'react-hook-form'

import { typedNumber } from '@/commerce/domain/typed-number'
import { digitalReceiverSchema, physicalReceiverSchema } from '@/commerce/domain/receiver'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { ConfiguratorValues, ReceiverValues } from './form-values'
import { RECEIVER_MODAL } from './ids'
import { ModalFormActions } from './modal-form-actions.client'
import { sharedRowsClass } from '@/components/form/styles'
import { TextField } from '@/components/form/text-field.client'

/** The receiver form's values: one shape for both kinds, the schema of the type decides. */
type Draft = Partial<Record<'email' | 'street' | 'suffix' | 'postCode' | 'city', string>> & {
  name: string
  houseNumber?: number
  deliveryDate?: string | null
  countryCode?: 'FR'
}

const blank = (physical: boolean): Draft =>
  physical ? { name: '', countryCode: 'FR' } : { name: '' }

/**
 * The delivery receiver modal (spec §2): name and e-mail for a digital card, name and French
 * address for a posted one, checked with the gateway's receiver schemas.
 */
export default function ReceiverModal() {
  const { id, errorText } = useConfigurator()
  const texts = useModalTexts()
  const main = useFormContext<ConfiguratorValues>()
  const formId = useId()
  // Read once: the body stays mounted through the closing animation, after the registry moved on.
  const [index] = useState(() => Number(openedModal()?.payload.index ?? 0))
  const [physical] = useState(() => main.getValues('deliveryType') === 'PHYSICAL')
  const schema = physical ? physicalReceiverSchema : digitalReceiverSchema()
  const { register, handleSubmit, formState } = useForm<Draft, unknown, ReceiverValues>({
    defaultValues: (main.getValues('receivers')[index] as Draft | undefined) ?? blank(physical),
    resolver: zodResolver(schema) as unknown as Resolver<Draft, unknown, ReceiverValues>,
    mode: 'onTouched',
  })

  const save = handleSubmit((receiver) => {
    const receivers = [...main.getValues('receivers')]
    receivers[index] = receiver
    main.setValue('receivers', receivers, {
      shouldDirty: true,
      shouldValidate: main.formState.isSubmitted,
    })
    closeModal(RECEIVER_MODAL)
  })

  const field = (name: keyof Draft, label: string, input: Record<string, unknown> = {}) => (
    <TextField
      id={`${formId}-${name}`}
      label={label}
      registration={register(
        name,
        name === 'houseNumber' ? { setValueAs: (typed) => typedNumber(String(typed)) } : undefined,
      )}
      error={errorText(formState.errors[name])}
      {...input}
    />
  )

  return (
    <Modal
      id={RECEIVER_MODAL}
      title={texts.receiverTitle}
      description={physical ? texts.receiverPhysical : texts.receiverDigital}
      closeLabel={texts.close}
      // A receiver added replaces its 'add' button: focus goes to the receiver's edit button.
      finalFocus={() => document.getElementById(`${id}-receiver-${index}-edit`) ?? true}
      actions={<ModalFormActions modal={RECEIVER_MODAL} formId={formId} />}
    >
      <form id={formId} noValidate onSubmit={save} className="grid gap-4">
        {field('name', texts.name, { autoComplete: 'off' })}
        {physical ? (
          <>
            <div className="grid grid-cols-[1fr_2fr] grid-rows-[auto_auto_auto] gap-x-3">
              {field('houseNumber', texts.houseNumber, {
                inputMode: 'numeric',
                className: sharedRowsClass,
              })}
              {field('suffix', texts.suffix, { className: sharedRowsClass })}
            </div>
            {field('street', texts.street)}
            <div className="grid grid-cols-[2fr_3fr] gap-3">
              {field('postCode', texts.postCode, { inputMode: 'numeric', maxLength: 5 })}
              {field('city', texts.city)}
            </div>
          </>
        ) : (
          field('email', texts.email, { type: 'email', autoComplete: 'off' })
        )}
      </form>
    </Modal>
  )
}
