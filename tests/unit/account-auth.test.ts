import { describe, expect, it } from 'vitest'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { cartStep, cartTarget } from '@/commerce/widgets/account/auth/cart-flow'
import { withCallback } from '@/commerce/widgets/account/auth/callback'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from '@/commerce/widgets/account/auth/ids'
import { authLinks } from '@/commerce/widgets/account/auth/links'
import {
  createAccountInput,
  registerDefaults,
} from '@/commerce/widgets/account/auth/register-input'
import { registerFormSchema } from '@/commerce/widgets/account/auth/rules'
import { authTexts } from '@/commerce/widgets/account/auth/texts'
import { gatewayErrorText, splitGatewayErrors } from '@/components/form/form-errors'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

const texts = authTexts(fr).form

describe('the callback after login', () => {
  it('travels along in the query of the next page', () => {
    expect(withCallback('/compte/se-connecter/', '/paiement/')).toBe(
      '/compte/se-connecter/?callback=%2Fpaiement%2F',
    )
    expect(withCallback('/compte/se-connecter/', null)).toBe('/compte/se-connecter/')
  })
})

describe('the gateway errors of an account form (spec §8)', () => {
  const wrongCombination = { code: accountErrorCodes.wrongCombination, message: 'x' }

  it('says an account code in the shopper’s words', () => {
    expect(gatewayErrorText(wrongCombination, texts)).toBe(fr.AccountErrors.wrongCombination)
  })

  it('keeps the gateway’s own words for bad input and for the lock’s duration', () => {
    expect(gatewayErrorText({ code: 1000, message: 'Adresse invalide.' }, texts)).toBe(
      'Adresse invalide.',
    )
    const locked = { code: accountErrorCodes.loginLocked, message: 'Bloqué 15 minutes.' }
    expect(gatewayErrorText(locked, texts)).toBe('Bloqué 15 minutes.')
  })

  it('falls back on the generic text', () => {
    expect(gatewayErrorText({ code: -1, message: '' }, texts)).toBe(fr.AccountErrors.generic)
    expect(gatewayErrorText({ code: 1000, message: '' }, texts)).toBe(fr.AccountErrors.generic)
  })

  it('puts errors naming a field on it, once, and keeps the rest for the form', () => {
    const split = splitGatewayErrors(
      [
        { code: 1000, message: 'E-mail invalide.', referencedRequestParameter: 'input.email' },
        { code: 1000, message: 'Encore.', referencedRequestParameter: 'email' },
        { ...wrongCombination, referencedRequestParameter: null },
        { code: 1000, message: 'Langue.', referencedRequestParameter: 'userData.language' },
      ],
      ['email', 'password'],
      texts,
    )
    expect(split.fields).toEqual([['email', 'E-mail invalide.']])
    expect(split.form).toEqual([fr.AccountErrors.wrongCombination, 'Langue.'])
  })
})

describe('the cart’s identify flow (spec §4)', () => {
  const links = authLinks('fr', 'fr')

  it('sends a logged-in customer to the checkout', () => {
    expect(cartTarget(cartStep(true, true), links)).toEqual({ href: '/paiement/' })
  })

  it('asks a guest in the modal the toggle picks', () => {
    expect(cartTarget(cartStep(false, true), links)).toEqual({ modal: IDENTIFY_MODAL })
    expect(cartTarget(cartStep(false, false), links)).toEqual({ modal: GUEST_ORDER_MODAL })
  })

  it('follows the existence check back to the checkout', () => {
    const after = (existence: 'known' | 'unknown' | 'noData') =>
      cartTarget(cartStep(false, true, existence), links)
    expect(after('known')).toEqual({ href: '/compte/se-connecter/?callback=%2Fpaiement%2F' })
    expect(after('unknown')).toEqual({ href: '/paiement/' })
    expect(after('noData')).toEqual({ href: '/compte/s-inscrire/?callback=%2Fpaiement%2F' })
  })

  it('speaks Dutch paths on the Dutch pages', () => {
    expect(cartTarget(cartStep(false, true, 'known'), authLinks('nl', 'fr'))).toEqual({
      href: '/nl/account/inloggen/?callback=%2Fnl%2Fbestellen%2F',
    })
  })
})

describe('the register form', () => {
  const filled = {
    ...registerDefaults,
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'Camille@Exemple.fr',
    emailConfirmation: ' camille@exemple.fr',
    password: 'Cadeau2024!',
    passwordConfirmation: 'Cadeau2024!',
  }

  it('accepts the e-mail typed twice, however cased', () => {
    expect(registerFormSchema('FR').safeParse(filled).success).toBe(true)
  })

  it('refuses a confirmation that differs (a check of the form only)', () => {
    const parsed = registerFormSchema('FR').safeParse({
      ...filled,
      emailConfirmation: 'camile@exemple.fr',
    })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['emailConfirmation', 'emailMismatch'],
    ])
  })

  it('asks for the e-mail before comparing it with its confirmation', () => {
    const parsed = registerFormSchema('FR').safeParse({
      ...filled,
      email: '',
      emailConfirmation: '',
    })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['emailRequired'])
  })

  it('sends no business data for a private customer, and the company for a business', () => {
    const business = {
      ...filled,
      companyName: 'Cadeaux SA',
      chamberOfCommerceNumber: '732 829 320',
    }
    const privateOutput = registerFormSchema('FR').parse(business)
    expect(createAccountInput(privateOutput)).toMatchObject({
      customerType: 'PRIVATE',
      companyName: null,
      kvkNumber: null,
      vatNumber: null,
      email: 'camille@exemple.fr',
      subscribed: false,
    })
    const businessOutput = registerFormSchema('FR').parse({ ...business, customerType: 'BUSINESS' })
    expect(createAccountInput(businessOutput)).toMatchObject({
      customerType: 'BUSINESS',
      companyName: 'Cadeaux SA',
      kvkNumber: '732829320',
    })
    expect(createAccountInput(businessOutput)).not.toHaveProperty('emailConfirmation')
  })
})

describe('the texts of the identification pages', () => {
  it('exist in French, English and Dutch alike', () => {
    for (const messages of [en, nl]) {
      expect(Object.keys(messages.AccountAuth)).toEqual(Object.keys(fr.AccountAuth))
      expect(Object.keys(messages.Captcha)).toEqual(Object.keys(fr.Captcha))
    }
  })
})
