import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

import type { ConfiguratorTexts, ModalOnlyTexts } from './types'
import { configuratorValidation } from './validation-keys'

type Messages = typeof fr
type ConfiguratorKey = keyof Messages['Configurator']

/**
 * The Configurator texts only its modals and its edit mode show: they come when a shopper first
 * works the form or opens one, or with the cart line being edited (modal-texts.action.ts), not in
 * the product page's RSC payload (2.6 KB, issue 39).
 * The texts' types hold each part to its share: a page part reading one of these does not compile.
 */
export const MODAL_TEXT_KEYS = [
  'alternativeAll',
  'alternativeCards',
  'alternativeOther',
  'alternativeText',
  'alternativeTitle',
  'backToCart',
  'cancel',
  'choosePacking',
  'chooseWrapper',
  'city',
  'countBusiness',
  'countText',
  'countTitle',
  'dateHint',
  'dateInput',
  'dateLater',
  'dateNow',
  'dateTitle',
  'editMissing',
  'editReceiverConfirm',
  'editReceiverText',
  'editReceiverTitle',
  'editTitle',
  'email',
  'gets',
  'houseNumber',
  'name',
  'orderOverview',
  'orderOverviewEmpty',
  'overviewText',
  'postCode',
  'receiverDigital',
  'receiverPhysical',
  'receiverTitle',
  'resetReceiversConfirm',
  'resetReceiversText',
  'resetReceiversTitle',
  'save',
  'saveChanges',
  'saving',
  'street',
  'suffix',
  'timesEach',
  'withMessage',
  'withPacking',
  'withWrapper',
  'you',
] as const satisfies readonly ConfiguratorKey[]

export type ModalTextKey = (typeof MODAL_TEXT_KEYS)[number]

const isModalKey = (key: string): key is ModalTextKey =>
  (MODAL_TEXT_KEYS as readonly string[]).includes(key)

/** The form's texts from a language's messages. */
export function formTexts(messages: Messages): ConfiguratorTexts {
  const entries = Object.entries(messages.Configurator).filter(([key]) => !isModalKey(key))
  return { ...Object.fromEntries(entries), generic: messages.Errors.generic } as ConfiguratorTexts
}

/** The modals' own texts and the rules' Validation texts from a language's messages. */
export function modalOnlyTexts(messages: Messages): ModalOnlyTexts {
  return {
    ...pickTexts(messages.Configurator, MODAL_TEXT_KEYS),
    close: messages.Modal.close,
    validation: configuratorValidation(messages.Validation),
  }
}
