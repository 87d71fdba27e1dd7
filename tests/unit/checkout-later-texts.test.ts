import { describe, expect, it } from 'vitest'

import { LATER_KEYS, laterTexts } from '@/commerce/widgets/checkout/later-texts'
import { withLaterTexts } from '@/commerce/widgets/checkout/later-texts.client'
import { checkoutFormTexts, checkoutTexts, paymentTexts } from '@/commerce/widgets/checkout/texts'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

describe('the checkout’s texts, first step and later parts (issue 39)', () => {
  const all = checkoutTexts(fr)
  const form = checkoutFormTexts(all)
  const later = laterTexts(all)

  it('leave the later parts’ words out of the page, and the server action answers them', () => {
    for (const key of LATER_KEYS) {
      expect(form, key).not.toHaveProperty(key)
      expect(later[key], key).toBe(all[key])
    }
    expect(form).not.toHaveProperty('captcha')
    expect(later.captcha).toEqual(fr.Captcha)
    expect(laterTexts(checkoutTexts(nl as typeof fr)).terms).toBe(nl.Checkout.terms)
  })

  it('keep every Checkout word in one of the two but the pages’ after payment', () => {
    const given = new Set([...Object.keys(form), ...Object.keys(later)])
    const left = Object.keys(fr.Checkout).filter((key) => !given.has(key))
    expect(left.sort()).toEqual(
      [
        'billingHeading',
        'confirmationSent',
        'contactUs',
        'createAccountLink',
        'createAccountText',
        'createAccountTitle',
        'digitalSupport',
        'finishPayment',
        'orderNotFound',
        'pendingText',
        'pendingTitle',
        'postedSupport',
        'processingTimeout',
        'processingTitle',
        'processingTransfer',
        'processingTransferLink',
        'processingWait',
        'shipmentsHeading',
        'statusCanceled',
        'statusPaid',
        'statusPending',
        'statusPrivate',
        'thanksTitle',
        'transferText',
      ].sort(),
    )
  })

  it('give the page the fields’ generic error only, and createAccount’s with the later parts', () => {
    expect(form.fields.errors).toEqual({ generic: fr.AccountErrors.generic })
    expect(later.accountErrors).toEqual(fr.AccountErrors)
    expect(form.fields.street).toBe(fr.AccountArea.street)
    expect(form.stepShipping).toBe(fr.Checkout.stepShipping)
  })

  it('split the Validation texts: the buyer’s fields’ on the page, the later parts’ asked', () => {
    expect(form.fields.validation.postCodeInvalidCountry).toBe(fr.Validation.postCodeInvalidCountry)
    expect(form.fields.validation).not.toHaveProperty('termsRequired')
    expect(later.validation.termsRequired).toBe(fr.Validation.termsRequired)
    expect(later.validation.captchaRequired).toBe(fr.Validation.captchaRequired)
    const merged = withLaterTexts(form, later)
    expect(merged.fields.validation).toEqual(all.fields.validation)
    expect(merged.terms).toBe(fr.Checkout.terms)
  })

  it('word a failed payment generically until the later texts came', () => {
    expect(paymentTexts(form).fraud).toBe(fr.Checkout.paymentGeneric)
    expect(paymentTexts(withLaterTexts(form, later)).fraud).toBe(fr.Checkout.paymentFraud)
  })
})
