import { describe, expect, it } from 'vitest'

import {
  paymentErrorKey,
  paymentReturnText,
  asCheckoutError,
  placeCheckoutErrors,
} from '@/commerce/widgets/checkout/errors'
import { FIELD_PATHS } from '@/commerce/widgets/checkout/field-paths'
import { checkoutFormTexts, checkoutTexts } from '@/commerce/widgets/checkout/texts'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import { pollDecision, POLL_LIMIT_MS } from '@/commerce/widgets/checkout/polling'
import {
  continueFrom,
  editStep,
  firstStep,
  firstStepOf,
  stepFields,
  stepOfField,
  stepStatus,
} from '@/commerce/widgets/checkout/steps'

const payment = {
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
  fraud: 'fraud',
  retryLimit: 'retryLimit',
  generic: 'generic',
}
const placing = {
  fields: FIELD_PATHS,
  payment,
  validation: (key: string) => `validation:${key}`,
  account: (key: string) => `account:${key}`,
}

describe('checkout payment errors', () => {
  it('maps the return codes of ?error= and falls back to the generic text', () => {
    expect(paymentErrorKey('2037')).toBe('failed')
    expect(paymentErrorKey(2038)).toBe('canceled')
    expect(paymentErrorKey('2039')).toBe('expired')
    expect(paymentErrorKey('nope')).toBeNull()
    expect(paymentReturnText('2035', payment)).toBe('fraud')
    expect(paymentReturnText('9999', payment)).toBe('generic')
    expect(paymentReturnText(null, payment)).toBeNull()
  })

  it('puts bad input on its field and fraud or the retry limit in the form box', () => {
    const placed = placeCheckoutErrors(
      [
        {
          code: 1000,
          message: 'Code postal ?',
          referencedRequestParameter: 'input.billingAddress.postCode',
        },
        {
          code: 1000,
          message: 'Téléphone ?',
          referencedRequestParameter: 'input.billingAddress.phoneNumber',
        },
        { code: 2036, message: '', referencedRequestParameter: null },
        { code: 2035, message: '', referencedRequestParameter: null },
      ],
      placing,
    )
    expect(placed.fields).toEqual([
      { field: 'billingAddress.postCode', message: 'Code postal ?' },
      { field: 'billingAddress.phoneNational', message: 'Téléphone ?' },
    ])
    expect(placed.message).toBe('retryLimit')
  })

  it('puts any error on the field its referenced parameter names, with the text of its code', () => {
    const placed = placeCheckoutErrors(
      [
        {
          code: 2042,
          message: 'Ce moyen de paiement n’est pas disponible.',
          referencedRequestParameter: 'input.paymentMethod',
        },
        // createAccount's, from the checkout: its input is the billing address.
        asCheckoutError({ code: 3007, message: 'x', referencedRequestParameter: 'input.email' }),
        { code: 2040, message: 'Votre panier est vide.', referencedRequestParameter: null },
      ],
      placing,
    )
    expect(placed.fields).toEqual([
      { field: 'paymentMethod', message: 'Ce moyen de paiement n’est pas disponible.' },
      { field: 'billingAddress.email', message: 'account:userExists' },
    ])
    expect(placed.message).toBe('Votre panier est vide.')
  })

  it('reads the cart codes of placeOrder as the cart does (2032 is a test card there)', () => {
    const placed = placeCheckoutErrors(
      [{ code: 2032, message: '', referencedRequestParameter: null }],
      placing,
    )
    expect(placed.message).toBe('validation:testCard')
    expect(
      placeCheckoutErrors([{ code: -1, message: '', referencedRequestParameter: null }], placing)
        .message,
    ).toBe('generic')
  })
})

describe('the order family’s map load message (spec §8)', () => {
  it('is what a placed order that did not load says, in each language', () => {
    for (const messages of [fr, nl, en]) {
      expect(messages.OrderErrors.mapLoad).toMatch(/\S/)
    }
    expect(checkoutTexts(fr).orderLoadFailed).toBe(fr.OrderErrors.mapLoad)
    expect(checkoutTexts(nl as typeof fr).orderLoadFailed).toBe(nl.OrderErrors.mapLoad)
  })
})

describe('checkout steps', () => {
  it('opens the steps in turn and lets a reached step be edited again', () => {
    let state = firstStep()
    expect(stepStatus(state, 'details')).toBe('open')
    expect(stepStatus(state, 'payment')).toBe('waiting')
    expect(editStep(state, 'payment')).toEqual(state)
    state = continueFrom(state, 'details')
    state = continueFrom(state, 'shipping')
    expect(state).toEqual({ open: 'payment', reached: 'payment' })
    state = editStep(state, 'details')
    expect(stepStatus(state, 'details')).toBe('open')
    expect(stepStatus(state, 'payment')).toBe('done')
    expect(continueFrom(state, 'details')).toEqual({ open: 'shipping', reached: 'payment' })
  })

  it('checks the business fields and the delivery address only when needed', () => {
    const needs = {
      business: false,
      wantsAccount: false,
      needsDeliveryAddress: true,
      sameAsBilling: true,
    }
    expect(stepFields('details', needs)).not.toContain('billingAddress.chamberOfCommerceNumber')
    expect(stepFields('details', { ...needs, business: true })).toContain(
      'billingAddress.chamberOfCommerceNumber',
    )
    expect(stepFields('shipping', needs)).toEqual([])
    expect(stepFields('shipping', { ...needs, sameAsBilling: false })).toContain(
      'deliveryAddress.postCode',
    )
    for (const step of ['details', 'shipping', 'payment'] as const) {
      const all = {
        business: true,
        wantsAccount: true,
        needsDeliveryAddress: true,
        sameAsBilling: false,
      }
      for (const field of stepFields(step, all)) expect(FIELD_PATHS.has(field)).toBe(true)
    }
  })
})

describe('checkout refusals', () => {
  it('opens the first step holding a refused field, whatever the order of the errors', () => {
    expect(stepOfField('createAccount.password')).toBe('details')
    expect(stepOfField('deliveryAddress.city')).toBe('shipping')
    expect(stepOfField('termsAccepted')).toBe('payment')
    const all = {
      business: true,
      wantsAccount: true,
      needsDeliveryAddress: true,
      sameAsBilling: false,
    }
    for (const step of ['details', 'shipping', 'payment'] as const) {
      for (const field of stepFields(step, all)) expect(stepOfField(field)).toBe(step)
    }
    expect(firstStepOf(['paymentMethod', 'billingAddress.postCode'])).toBe('details')
    expect(firstStepOf([])).toBeNull()
  })
})

describe('checkout polling', () => {
  it('decides from the placed order and the time spent', () => {
    expect(pollDecision({ status: 'COMPLETED', paymentStatus: 'paid' }, 0)).toEqual({
      kind: 'paid',
    })
    expect(pollDecision({ status: 'PENDING', paymentStatus: 'failed' }, 0)).toEqual({
      kind: 'failed',
      code: 2037,
    })
    expect(pollDecision({ status: 'PENDING', paymentStatus: 'canceled' }, 0)).toMatchObject({
      code: 2038,
    })
    expect(pollDecision({ status: 'PENDING', paymentStatus: 'expired' }, 0)).toMatchObject({
      code: 2039,
    })
    expect(pollDecision({ status: 'PENDING', paymentStatus: 'pending' }, 0)).toEqual({
      kind: 'transfer',
    })
    expect(pollDecision({ status: 'PENDING', paymentStatus: 'open' }, 1000)).toEqual({
      kind: 'wait',
    })
    expect(pollDecision(null, POLL_LIMIT_MS)).toEqual({ kind: 'timeout' })
  })
})

describe("the checkout form's texts (issue 39 point 2)", () => {
  it('leave out the pages after payment and the account area beyond its fields', () => {
    const all = checkoutTexts(fr)
    const form = checkoutFormTexts(all)
    expect(form.stepDetails).toBe(fr.Checkout.stepDetails)
    expect(form.paymentGeneric).toBe(fr.Checkout.paymentGeneric)
    expect(form).not.toHaveProperty('paymentFailed')
    expect(form).not.toHaveProperty('thanksTitle')
    expect(form).not.toHaveProperty('processingWait')
    expect(form.fields.street).toBe(fr.AccountArea.street)
    expect(form.fields.validation.sirenRequired).toBe(fr.Validation.sirenRequired)
    expect(form.fields.validation.emailInvalid).toBe(fr.Validation.emailInvalid)
    expect(all.fields).not.toHaveProperty('overviewTitle')
    expect(all.thanksTitle).toBe(fr.Checkout.thanksTitle)
  })
})
