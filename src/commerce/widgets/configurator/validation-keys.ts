import type fr from '@/i18n/messages/fr'
import { pickTexts } from '@/i18n/pick-texts'

/**
 * The Validation keys the configurator can show: its rules' (package, amount, note, receivers)
 * and the cart codes the gateway answers an add with. Only these cross to the browser, and only
 * once the shopper works the form, with the modals' texts (the page carried all 91 in its RSC
 * payload, 6 KB, then these, 2.3 KB: issue 39). A unit test reads the rules' sources.
 */
export const CONFIGURATOR_VALIDATION_KEYS = [
  'amountFixed',
  'amountNegative',
  'amountRange',
  'amountWhole',
  'appleOrderLimit',
  'cityRequired',
  'cityTooLong',
  'countryRequired',
  'deliveryDateInvalid',
  'deliveryDateRange',
  'deliveryTypeUnavailable',
  'emailInvalid',
  'emailRequired',
  'giftCardLimit',
  'giftPackingPhysical',
  'houseNumberInvalid',
  'houseNumberRequired',
  'idInvalid',
  'invalidNote',
  'nameRequired',
  'nameTooLong',
  'noteEmoji',
  'noteEmpty',
  'noteTooLong',
  'optionUnavailable',
  'outOfStock',
  'postCodeInvalid',
  'postCodeRequired',
  'qtyInvalid',
  'receiversCount',
  'streetRequired',
  'streetTooLong',
  'streetTooShort',
  'testCard',
  'zeroBalance',
] as const satisfies readonly (keyof (typeof fr)['Validation'])[]

export type ConfiguratorValidationKey = (typeof CONFIGURATOR_VALIDATION_KEYS)[number]

/** Of every Validation text, the configurator's. */
export const configuratorValidation = (
  all: Record<ConfiguratorValidationKey, string>,
): Record<ConfiguratorValidationKey, string> => pickTexts(all, CONFIGURATOR_VALIDATION_KEYS)
