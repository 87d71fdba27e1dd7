'use client'

import { createContext, useContext } from 'react'
import type { FieldError } from 'react-hook-form'

import type { ReceiverValues } from './form-values'
import type { ConfiguratorProps, ValidationTexts } from './types'

/** What every part of the configurator shares: its props, ids and formatting. */
export type ConfiguratorContextValue = ConfiguratorProps & {
  /** Prefix of the form's element ids (useId). */
  id: string
  money: (cents: number) => string
  /** The rules' texts, once they have come with the modals' (modal-texts.client.tsx). */
  validation: ValidationTexts | null
  /** A field error in the shopper's words (undefined without one). */
  errorText: (error: Pick<FieldError, 'type' | 'message'> | undefined) => string | undefined
  /** The cart package being edited (?edit=), null while adding a new one. */
  editing: string | null
  /** Applies a change that leaves these receivers without a card; an edited line asks first. */
  confirmReset: (dropped: ReceiverValues[], apply: () => void) => void
}

export const ConfiguratorContext = createContext<ConfiguratorContextValue | null>(null)

export function useConfigurator(): ConfiguratorContextValue {
  const value = useContext(ConfiguratorContext)
  if (!value) throw new Error('useConfigurator needs the <Configurator> above it')
  return value
}
