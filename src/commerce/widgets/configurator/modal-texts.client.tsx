'use client'

import { type ComponentType, createContext, useContext } from 'react'

import { askOnce, useAskedOnce } from '@/components/ui/ask-once.client'

import { useConfigurator } from './context.client'
import { loadConfiguratorModalTexts } from './modal-texts.action'
import type { ConfiguratorTexts, ModalOnlyTexts } from './types'

type ModalTexts = ConfiguratorTexts & ModalOnlyTexts

const key = (locale: string) => `configurator-modal-texts:${locale}`
const ask = (locale: string) => () => loadConfiguratorModalTexts(locale)

/** Asks the modals' texts ahead, once per page: on the form's first focus. */
export const askModalTexts = (locale: string) => askOnce(key(locale), ask(locale))

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
