import type { AccountErrorTexts } from '@/components/form/form-errors'
import { pickTexts } from '@/i18n/pick-texts'

import type { CheckoutFormTexts, CheckoutTexts } from './texts'
import { LATER_VALIDATION_KEYS, type LaterValidation } from './validation-keys'

/**
 * The texts of what the checkout's first step does not show (spec §2): the shipping and payment
 * steps, an account made while ordering (its password and captcha), the retry view, why a payment
 * failed (a return's alert, an answer to 'Payer'; the generic text stands in). They come by
 * a server action (later-texts.action.ts) when the shopper starts on the form, not in the page's
 * payload (issue 39); "Continuer" waits for them as it waits for the next step's code.
 */
export const LATER_KEYS = [
  'deliveriesHeading',
  'digitalDelivery',
  'physicalDelivery',
  'deliveryLegend',
  'deliveryHint',
  'deliveryTo',
  'sameAsBilling',
  'registeredMail',
  'registeredMailImposed',
  'standardMailNote',
  'methodsLegend',
  'bank',
  'bankPlaceholder',
  'blikCode',
  'blikHint',
  'mbwayPhone',
  'mbwayHint',
  'terms',
  'termsLink',
  'subscribed',
  'password',
  'passwordHint',
  'passwordConfirmation',
  'retryTitle',
  'retryIntro',
  'retryEditDetails',
  'orderNumber',
  'paymentFailed',
  'paymentCanceled',
  'paymentExpired',
  'paymentFraud',
  'paymentRetryLimit',
] as const satisfies readonly (keyof CheckoutTexts)[]

export type LaterKey = (typeof LATER_KEYS)[number]

/**
 * The later parts' texts, the captcha's, the account errors createAccount may answer and the
 * Validation texts only the later parts show.
 */
export type LaterTexts = Pick<CheckoutTexts, LaterKey | 'captcha'> & {
  accountErrors: AccountErrorTexts
  validation: LaterValidation
}

export function laterTexts(texts: CheckoutTexts): LaterTexts {
  return {
    ...pickTexts(texts, LATER_KEYS),
    captcha: texts.captcha,
    accountErrors: texts.fields.errors,
    validation: pickTexts(texts.fields.validation, LATER_VALIDATION_KEYS),
  }
}

/** The whole form's texts, once the later parts' came: its fields name every Validation text. */
export type StepTexts = Omit<CheckoutFormTexts, 'fields'> &
  Omit<LaterTexts, 'validation'> & {
    fields: Omit<CheckoutFormTexts['fields'], 'validation'> & {
      validation: CheckoutTexts['fields']['validation']
    }
  }
