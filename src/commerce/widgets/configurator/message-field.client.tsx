'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { messageLength, PERSONAL_MESSAGE_MAX } from '@/commerce/domain/personal-message-length'

import { useConfigurator } from './context.client'
import { describedBy, FieldMessage } from '@/components/form/field-message'
import type { ConfiguratorValues } from './form-values'
import { inputClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

/**
 * The personal note (spec §5): a toggle, then up to 150 characters without emoji. The count of
 * characters left follows every key and turns to the error state past the limit; the text stays
 * when the note is switched off, it is only not sent.
 */
export function MessageField() {
  const { id, texts, errorText } = useConfigurator()
  const { register, control, getFieldState, formState } = useFormContext<ConfiguratorValues>()
  const [withMessage, message] = useWatch({ control, name: ['withMessage', 'message'] })
  const remaining = PERSONAL_MESSAGE_MAX - messageLength(message)
  const error = errorText(getFieldState('message', formState).error)
  const fieldId = `${id}-message`
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          {...register('withMessage')}
          aria-controls={withMessage ? fieldId : undefined}
          className="size-5 accent-ink"
        />
        {texts.addMessage}
      </label>
      {withMessage && (
        <div className="mt-2">
          <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold">
            {texts.message}
          </label>
          <textarea
            id={fieldId}
            rows={4}
            {...register('message')}
            aria-invalid={error || remaining < 0 ? true : undefined}
            aria-describedby={describedBy(
              `${fieldId}-hint`,
              `${fieldId}-count`,
              error && `${fieldId}-error`,
            )}
            data-invalid={error ? '' : undefined}
            className={`${inputClass} h-auto w-full py-2`}
          />
          <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 text-sm">
            <p id={`${fieldId}-hint`}>{texts.messageHint}</p>
            <p
              id={`${fieldId}-count`}
              className={remaining < 0 ? 'font-semibold text-red-700' : undefined}
            >
              {fill(texts.remaining, { count: remaining })}
            </p>
          </div>
          <FieldMessage id={`${fieldId}-error`} text={error} />
        </div>
      )}
    </div>
  )
}
