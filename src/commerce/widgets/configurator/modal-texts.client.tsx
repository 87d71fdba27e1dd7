'use client'

import { type ComponentType, createContext, useContext } from 'react'
import type { Resolver } from 'react-hook-form'

import type { PackageInput } from '@/commerce/domain/package'
import { askOnce, forgetAnswer, useAskedOnce } from '@/components/ui/ask-once.client'

import { useConfigurator } from './context.client'
import { loadConfiguratorModalTexts } from './modal-texts.action'
import type { ConfiguratorValues } from './form-values'
import type { ConfiguratorTexts, ModalOnlyTexts, ValidationTexts } from './types'

type ModalTexts = ConfiguratorTexts & ModalOnlyTexts

const key = (locale: string) => `configurator-modal-texts:${locale}`
const ask = (locale: string) => () => loadConfiguratorModalTexts(locale)

/** Asks the modals' texts ahead, once per page: on the form's first focus. */
export const askModalTexts = (locale: string) => askOnce(key(locale), ask(locale))

type FormResolver = Resolver<ConfiguratorValues, unknown, PackageInput>

/**
 * The form's resolver, whose validations wait for the Validation texts until they have come
 * (asked with the modals' texts on the form's first focus) and hand them to `onTexts`: no error
 * shows before its words. A failed ask is asked again at the next validation; its errors say the
 * generic text meanwhile. `given`: the texts came with the props (stories), nothing is asked.
 */
export function withValidationTexts(
  resolver: FormResolver,
  locale: string,
  onTexts: (texts: ValidationTexts) => void,
  given: boolean,
): FormResolver {
  let known = given
  return async (...args) => {
    if (!known) {
      const later = await askModalTexts(locale)
      if (later) onTexts(later.validation)
      else forgetAnswer(key(locale))
      known = later !== null
    }
    return resolver(...args)
  }
}

const ModalTextsContext = createContext<ModalTexts | null>(null)

/** A modal's body with its texts: it waits for them, and stays shut if they did not come. */
export const withModalTexts = <P extends object>(Body: ComponentType<P>) =>
  function WithModalTexts(props: P) {
    const { locale, texts, modalTexts } = useConfigurator()
    const own = useAskedOnce(key(locale), ask(locale), modalTexts)
    if (!own) return null
    return (
      <ModalTextsContext value={{ ...texts, ...own }}>
        <Body {...props} />
      </ModalTextsContext>
    )
  }

/** The form's and the modals' texts, in a modal's body (withModalTexts). */
export function useModalTexts(): ModalTexts {
  const texts = useContext(ModalTextsContext)
  if (!texts) throw new Error('useModalTexts needs withModalTexts above it')
  return texts
}
