'use client'

import type { FormHTMLAttributes, Ref } from 'react'
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form'

import { type FormParts, FormPartsContext } from './form-parts.client'

type Props<V extends FieldValues, C, T> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'noValidate'
> & {
  form: UseFormReturn<V, C, T>
  /** The id prefix, texts and language the kit's fields read. */
  parts: FormParts
  formRef?: Ref<HTMLFormElement>
}

/**
 * A form of the kit: react-hook-form's context and the fields' parts around a form the browser
 * does not validate (the rules do, in the shopper's words).
 */
export function FormFrame<V extends FieldValues, C, T>({
  form,
  parts,
  formRef,
  children,
  ...attributes
}: Props<V, C, T>) {
  return (
    <FormProvider {...form}>
      <FormPartsContext value={parts}>
        <form ref={formRef} noValidate {...attributes}>
          {children}
        </form>
      </FormPartsContext>
    </FormProvider>
  )
}
