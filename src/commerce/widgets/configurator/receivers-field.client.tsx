'use client'

import { useRef } from 'react'
import type { FieldError } from 'react-hook-form'
import { useFormContext, useWatch } from 'react-hook-form'

import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { useConfigurator } from './context.client'
import { FieldMessage } from '@/components/form/field-message'
import { type ConfiguratorValues, receiversDropped, receiversWanted } from './form-values'
import { DELIVERY_OVERVIEW_MODAL, RECEIVER_MODAL } from './ids'
import { ReceiverItem } from './receiver-item.client'
import { choiceClass, legendClass, secondaryButtonClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

const modes = [
  ['DEFAULT', 'modeDefault'],
  ['SINGLE', 'modeSingle'],
  ['SPLIT', 'modeSplit'],
] as const

/**
 * Who receives the cards (spec §2, §3): the buyer (DEFAULT), one receiver (SINGLE) or one card
 * to each receiver (SPLIT, from 2 cards). Receivers are entered in the receiver modal.
 */
export function ReceiversField() {
  const { id, texts, errorText, editing, confirmReset } = useConfigurator()
  const { control, setValue, formState } = useFormContext<ConfiguratorValues>()
  const [type, mode, qty, receivers] = useWatch({
    control,
    name: ['deliveryType', 'deliveryMode', 'qty', 'receivers'],
  })
  const wanted = Number.isInteger(qty) ? receiversWanted(mode, qty) : 0
  const errors = formState.errors.receivers
  const countError = errorText(errors?.root)
  const list = useRef<HTMLUListElement>(null)
  const remove = (index: number) => {
    setValue(
      'receivers',
      receivers.filter((_, at) => at !== index),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    )
    // The removed receiver's buttons are gone: focus stays in the list.
    requestAnimationFrame(() => list.current?.querySelector('button')?.focus())
  }
  // Controlled, so a change an edited line asks about stays unmade until the shopper says yes.
  const chooseMode = (next: ConfiguratorValues['deliveryMode']) => {
    const dropped = receiversDropped(receivers, next, qty)
    confirmReset(dropped, () => {
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted }
      setValue('deliveryMode', next, options)
      // An edited line forgets them, as it said; a new card keeps them for a change back.
      if (editing && dropped.length > 0) {
        setValue('receivers', receivers.slice(0, receivers.length - dropped.length), options)
      }
    })
  }
  const hintId = `${id}-mode-hint`
  // Without an add button to point at, the count problem points at the mode.
  const modeInvalid = Boolean(countError) && receivers.length >= wanted
  return (
    <fieldset>
      <legend className={legendClass}>{texts.delivery}</legend>
      <div className="flex flex-wrap gap-2" data-invalid={modeInvalid ? '' : undefined}>
        {modes.map(([value, key]) => (
          <label key={value} className={`${choiceClass} min-h-11 gap-2 px-4`}>
            <input
              type="radio"
              name={`${id}-deliveryMode`}
              value={value}
              checked={mode === value}
              onChange={() => chooseMode(value)}
              disabled={value === 'SPLIT' && qty < 2 && mode !== 'SPLIT'}
              aria-describedby={value === 'SPLIT' ? `${hintId}-split` : undefined}
              className="size-4 accent-ink"
            />
            {texts[key]}
          </label>
        ))}
      </div>
      <p id={`${hintId}-split`} className="mt-1.5 text-sm">
        {texts.modeSplitHint}
      </p>
      {mode === 'DEFAULT' ? (
        <p className="mt-3 text-sm">
          {type === 'DIGITAL' ? texts.modeDefaultDigital : texts.modeDefaultPhysical}
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm font-semibold">
            {fill(texts.receivers, { count: Math.min(receivers.length, wanted), total: wanted })}
          </p>
          <ul ref={list} className="mt-2 grid gap-2">
            {Array.from({ length: wanted }, (_, index) => {
              const card = mode === 'SPLIT' ? fill(texts.card, { index: index + 1 }) : null
              const receiver = receivers[index]
              if (receiver) {
                return (
                  <ReceiverItem
                    key={index}
                    index={index}
                    receiver={receiver}
                    card={card}
                    errors={errors?.[index] as Record<string, FieldError> | undefined}
                    onRemove={() => remove(index)}
                  />
                )
              }
              return (
                <li key={index} className="rounded-xl border border-dashed border-ink/30 p-4">
                  {card && <p className="mb-2 text-sm">{card}</p>}
                  {index === receivers.length ? (
                    <ModalTrigger
                      modal={RECEIVER_MODAL}
                      payload={{ index: String(index) }}
                      aria-describedby={countError ? `${id}-receivers-error` : undefined}
                      data-invalid={countError ? '' : undefined}
                      className={secondaryButtonClass}
                    >
                      {texts.addReceiver}
                    </ModalTrigger>
                  ) : (
                    <p className="text-sm">{texts.missingReceiver}</p>
                  )}
                </li>
              )
            })}
          </ul>
          <FieldMessage id={`${id}-receivers-error`} text={countError} />
        </div>
      )}
      <ModalTrigger modal={DELIVERY_OVERVIEW_MODAL} className={`${secondaryButtonClass} mt-4`}>
        {texts.overview}
      </ModalTrigger>
    </fieldset>
  )
}
