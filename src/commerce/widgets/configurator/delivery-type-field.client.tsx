'use client'

import { useRef } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'

import type { DeliveryType } from '@/commerce/domain/package'

import { useConfigurator } from './context.client'
import { type ConfiguratorValues, defaultAmount } from './form-values'
import { choiceClass, legendClass } from '@/components/form/compact-styles'
import { FieldMessage } from '@/components/form/field-message'

type PerType = Pick<ConfiguratorValues, 'amount' | 'wrapperId' | 'receivers'>

/** A sold-out version says so where it is chosen, before any submit (issue 24 point 2). */
function SoldOut({ id }: { id: string }) {
  const { texts } = useConfigurator()
  return (
    <span id={id} className="mt-1 block text-sm font-semibold text-red-700">
      {texts.soldOut}
    </span>
  )
}

/**
 * Digital or physical, each with its delivery promise. Amounts, wrappers and receivers differ by
 * type: each type keeps its own, so going back and forth loses nothing the shopper entered.
 */
export function DeliveryTypeField() {
  const { id, product, deliveryChoices, texts, errorText, confirmReset } = useConfigurator()
  const { control, getValues, setValue, clearErrors } = useFormContext<ConfiguratorValues>()
  const current = useWatch({ control, name: 'deliveryType' })
  const { errors } = useFormState({ control, name: 'deliveryType' })
  const kept = useRef<Partial<Record<DeliveryType, PerType>>>({})
  const error = (
    <FieldMessage id={`${id}-deliveryType-error`} text={errorText(errors.deliveryType)} />
  )

  if (deliveryChoices.length < 2) {
    const only = deliveryChoices[0]
    return only ? (
      <div>
        <p className={legendClass}>{only.title}</p>
        <p className="text-sm">{only.promise}</p>
        {product.outOfStock[only.type] ? <SoldOut id={`${id}-soldout-${only.type}`} /> : null}
        {error}
      </div>
    ) : null
  }

  // The other version has receivers of its own kind: an edited line asks before leaving its own.
  const choose = (next: DeliveryType) => confirmReset(getValues('receivers'), () => change(next))
  const change = (next: DeliveryType) => {
    const { amount, wrapperId, receivers } = getValues()
    kept.current[current] = { amount, wrapperId, receivers }
    const restored = kept.current[next] ?? {
      amount: defaultAmount(product, next),
      wrapperId: '',
      receivers: [],
    }
    setValue('deliveryType', next, { shouldDirty: true })
    for (const [name, value] of Object.entries(restored)) {
      setValue(name as keyof PerType, value as never, { shouldDirty: true })
    }
    clearErrors(['deliveryType', 'amount', 'wrapperId', 'giftPackingId', 'receivers'])
  }

  return (
    <fieldset>
      <legend className={legendClass}>{texts.version}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {deliveryChoices.map((choice) => (
          <label key={choice.type} className={`${choiceClass} items-start gap-3 p-4`}>
            <input
              type="radio"
              name={`${id}-deliveryType`}
              value={choice.type}
              checked={current === choice.type}
              onChange={() => choose(choice.type)}
              aria-labelledby={`${id}-type-${choice.type}`}
              aria-describedby={[
                `${id}-promise-${choice.type}`,
                product.outOfStock[choice.type] ? `${id}-soldout-${choice.type}` : '',
              ]
                .join(' ')
                .trim()}
              className="mt-1 size-4 accent-ink"
            />
            <span>
              <span id={`${id}-type-${choice.type}`} className="block font-semibold">
                {choice.title}
              </span>
              <span id={`${id}-promise-${choice.type}`} className="mt-1 block text-sm">
                {choice.promise}
              </span>
              {product.outOfStock[choice.type] ? (
                <SoldOut id={`${id}-soldout-${choice.type}`} />
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  )
}
