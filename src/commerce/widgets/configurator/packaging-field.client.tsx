'use client'

import { useFormContext } from 'react-hook-form'

import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { useConfigurator } from './context.client'
import { FieldMessage } from '@/components/form/field-message'
import type { ConfiguratorValues } from './form-values'
import { GIFT_PACKING_MODAL, WRAPPER_OVERLAY_MODAL } from './ids'
import {
  choiceClass,
  coverRadioClass,
  legendClass,
  linkButtonClass,
} from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'
import { PackagingImage } from './packaging-image'
import type { PackagingChoice } from './types'

type Props = {
  name: 'wrapperId' | 'giftPackingId'
  legend: string
  options: PackagingChoice[]
}

/**
 * Wrappers or gift packing as radio cards with their image and price per card, 'none' first.
 * Each has a preview: the "wrapper overlay" and "gift packing preview" modals of spec §2.
 */
export function PackagingField({ name, legend, options }: Props) {
  const { id, texts, money, errorText } = useConfigurator()
  const { register, getFieldState, formState } = useFormContext<ConfiguratorValues>()
  const error = errorText(getFieldState(name, formState).error)
  const groupId = `${id}-${name}`
  const errorId = `${groupId}-error`
  const radio = register(name)
  const price = (cents: number) =>
    cents === 0 ? texts.free : fill(texts.perCard, { price: money(cents) })
  return (
    <div>
      <p id={`${groupId}-label`} className={legendClass}>
        {legend}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${groupId}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? '' : undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        <label className={`${choiceClass} min-h-24 justify-center p-3 font-semibold`}>
          <input type="radio" value="" {...radio} className={coverRadioClass} />
          {texts.none}
        </label>
        {options.map((option) => (
          <div key={option.id} className={`${choiceClass} flex-col items-stretch overflow-hidden`}>
            <label className="relative flex flex-1 cursor-pointer flex-col">
              <input
                type="radio"
                value={option.id}
                {...radio}
                aria-labelledby={`${groupId}-${option.id}`}
                aria-describedby={`${groupId}-${option.id}-price`}
                className={coverRadioClass}
              />
              <span className="block aspect-[3/2] overflow-hidden bg-muted [&_img]:size-full [&_img]:object-cover">
                <PackagingImage sources={option.image} alt="" width={480} height={320} />
              </span>
              <span className="p-3">
                <span id={`${groupId}-${option.id}`} className="block font-semibold">
                  {option.title}
                </span>
                <span id={`${groupId}-${option.id}-price`} className="block text-sm">
                  {price(option.price)}
                </span>
              </span>
            </label>
            <ModalTrigger
              modal={name === 'giftPackingId' ? GIFT_PACKING_MODAL : WRAPPER_OVERLAY_MODAL}
              payload={{ id: option.id }}
              aria-label={fill(texts.previewOf, { title: option.title })}
              className={`${linkButtonClass} mx-2 mb-2 self-start`}
            >
              {texts.preview}
            </ModalTrigger>
          </div>
        ))}
      </div>
      <FieldMessage id={errorId} text={error} />
    </div>
  )
}
