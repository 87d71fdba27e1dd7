'use client'

import { createContext, useContext } from 'react'
import { get, useFormContext } from 'react-hook-form'

import { fieldText } from './field-text'
import type { FieldsTexts } from './texts'

/** What the fields of one form share: its id prefix, texts and language. */
export type FormParts = { id: string; texts: FieldsTexts; locale: string }

export const FormPartsContext = createContext<FormParts | null>(null)

export function useFormParts(): FormParts {
  const parts = useContext(FormPartsContext)
  if (!parts) throw new Error('An account field needs a <FormPartsContext> above it')
  return parts
}

/** A field's element id and its error in the customer's words, by react-hook-form path. */
export function useFieldError(name: string): { id: string; error: string | undefined } {
  const { formState } = useFormContext()
  const { id, texts } = useFormParts()
  return {
    id: `${id}-${name.replaceAll('.', '-')}`,
    error: fieldText(get(formState.errors, name), texts),
  }
}
