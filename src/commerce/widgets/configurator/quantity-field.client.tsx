'use client'

import { useRef } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'

import { GIFT_CARD_LIMIT } from '@/commerce/domain/cart-errors'
import { openModal, preloadModal } from '@/components/ui/modal/modal-registry.client'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { useConfigurator } from './context.client'
import { describedBy, FieldMessage } from '@/components/form/field-message'
import { type ConfiguratorValues, receiversDropped } from './form-values'
import { COUNT_OF_PRODUCTS_MODAL } from './ids'
import { inputClass, legendClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

const stepClass =
  'flex size-12 items-center justify-center rounded-full border border-ink text-xl font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40'

/**
 * How many cards: 1 to 50, typed or stepped (spec §9, code 2030). + past 50 opens the count of
 * products modal, which says where a larger order goes.
 */
export function QuantityField() {
  const { id, texts, errorText, editing, confirmReset } = useConfigurator()
  const hydrated = useHydrated()
  const { control, setValue } = useFormContext<ConfiguratorValues>()
  const [mode, receivers] = useWatch({ control, name: ['deliveryMode', 'receivers'] })
  const {
    field: { ref, name, value: qty, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'qty' })
  // Fewer cards each to its receiver: an edited line asks, then forgets the ones left over.
  const changeTo = (next: number) => {
    const dropped = receiversDropped(receivers, mode, next)
    confirmReset(dropped, () => {
      onChange(next)
      if (editing && dropped.length > 0) {
        setValue('receivers', receivers.slice(0, receivers.length - dropped.length))
      }
    })
  }
  const step = (by: number) =>
    changeTo(Math.min(GIFT_CARD_LIMIT, Math.max(1, (Number.isInteger(qty) ? qty : 1) + by)))
  // A count typed lower asks too, once typed: until the yes, the line keeps its count.
  const typedFrom = useRef<number | null>(null)
  const typed = () => {
    const before = typedFrom.current
    typedFrom.current = null
    onBlur()
    if (!editing || before === null || !Number.isInteger(qty) || qty >= before) return
    if (receiversDropped(receivers, mode, qty).length === 0) return
    onChange(before)
    changeTo(qty)
  }
  const atLimit = qty >= GIFT_CARD_LIMIT
  const error = errorText(fieldState.error)
  const hintId = `${id}-qty-hint`
  const errorId = `${id}-qty-error`
  return (
    <div>
      <label htmlFor={`${id}-qty`} className={`${legendClass} block`}>
        {texts.quantity}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={texts.decrease}
          aria-controls={`${id}-qty`}
          disabled={!hydrated || qty <= 1}
          onClick={() => step(-1)}
          className={stepClass}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={ref}
          id={`${id}-qty`}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={GIFT_CARD_LIMIT}
          step={1}
          value={Number.isNaN(qty) ? '' : qty}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          onFocus={() => (typedFrom.current ??= qty)}
          onBlur={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          data-invalid={error ? '' : undefined}
          className={`${inputClass} w-20 text-center`}
        />
        <button
          type="button"
          aria-label={texts.increase}
          aria-controls={`${id}-qty`}
          disabled={!hydrated}
          onClick={() => (atLimit ? openModal(COUNT_OF_PRODUCTS_MODAL) : step(1))}
          onPointerEnter={() => atLimit && preloadModal(COUNT_OF_PRODUCTS_MODAL)}
          className={stepClass}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-sm">
        {fill(texts.quantityHint, { max: GIFT_CARD_LIMIT })}
      </p>
      <FieldMessage id={errorId} text={error} />
    </div>
  )
}
