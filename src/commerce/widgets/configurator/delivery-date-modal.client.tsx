'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useFormContext, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { deliveryDateSchema } from '@/commerce/domain/receiver'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { ConfiguratorValues } from './form-values'
import { DELIVERY_DATE_MODAL } from './ids'
import { isoOfLocalInput, localInputValue, scheduleLimits } from './schedule'
import { choiceClass } from '@/components/form/compact-styles'
import { ModalFormActions } from './modal-form-actions.client'
import { TextField } from '@/components/form/text-field.client'

type Values = { when: 'now' | 'later'; at: string }

/** 'As soon as paid', or a moment the receiver schema accepts (now to a year ahead). */
const scheduleSchema = z
  .object({ when: z.enum(['now', 'later']), at: z.string() })
  .transform(({ when, at }, context) => {
    if (when === 'now') return null
    const parsed = deliveryDateSchema().safeParse(isoOfLocalInput(at))
    if (parsed.success) return parsed.data
    const message = parsed.error.issues[0]?.message ?? 'deliveryDateInvalid'
    context.addIssue({ code: 'custom', message, path: ['at'] })
    return z.NEVER
  })

/** The delivery date and time modal (spec §2): when a digital receiver gets the card. */
export default function DeliveryDateModal() {
  const { id, errorText } = useConfigurator()
  const texts = useModalTexts()
  const main = useFormContext<ConfiguratorValues>()
  const formId = useId()
  const [index] = useState(() => Number(openedModal()?.payload.index ?? 0))
  const [limits] = useState(() => scheduleLimits(new Date()))
  const receiver = main.getValues('receivers')[index]
  const scheduled = receiver && 'email' in receiver ? receiver.deliveryDate : null
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, string | null>({
    defaultValues: { when: scheduled ? 'later' : 'now', at: localInputValue(scheduled) },
    resolver: zodResolver(scheduleSchema),
  })
  const when = useWatch({ control, name: 'when' })

  const save = handleSubmit((deliveryDate) => {
    const receivers = [...main.getValues('receivers')]
    const current = receivers[index]
    if (current) receivers[index] = { ...current, deliveryDate }
    main.setValue('receivers', receivers, { shouldDirty: true })
    closeModal(DELIVERY_DATE_MODAL)
  })

  return (
    <Modal
      id={DELIVERY_DATE_MODAL}
      title={texts.dateTitle}
      description={receiver?.name}
      closeLabel={texts.close}
      // Back to the receiver's date button, also when a confirmation opened this modal.
      finalFocus={() => document.getElementById(`${id}-receiver-${index}-date`) ?? true}
      actions={<ModalFormActions modal={DELIVERY_DATE_MODAL} formId={formId} />}
    >
      <form id={formId} noValidate onSubmit={save} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="sr-only">{texts.dateTitle}</legend>
          {(['now', 'later'] as const).map((value) => (
            <label key={value} className={`${choiceClass} min-h-11 gap-3 px-4`}>
              <input
                type="radio"
                value={value}
                {...register('when')}
                className="size-4 accent-ink"
              />
              {value === 'now' ? texts.dateNow : texts.dateLater}
            </label>
          ))}
        </fieldset>
        {when === 'later' && (
          <TextField
            id={`${formId}-at`}
            type="datetime-local"
            label={texts.dateInput}
            hint={texts.dateHint}
            min={limits.min}
            max={limits.max}
            registration={register('at')}
            error={errorText(formState.errors.at)}
          />
        )}
      </form>
    </Modal>
  )
}
