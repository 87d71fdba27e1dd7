import { describe, expect, it } from 'vitest'

import {
  isHexColor,
  isLanguageCode,
  isLinkHref,
  isStoreLocale,
} from '@/collections/stores/validators'
import { validateWith } from '@/collections/shared/validate-with'
import { isCountryCode } from '@/commerce/domain/country-code'

describe('store data validators', () => {
  it.each([
    ['fr', true],
    ['nl', true],
    ['FR', false],
    ['xx', false],
  ])('language code %s → %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected)
  })

  it.each([
    ['fr-fr', true],
    ['nl-be', true],
    ['fr_FR', false],
    ['fr', false],
    ['fr-zz', false],
  ])('store locale %s → %s', (value, expected) => {
    expect(isStoreLocale(value)).toBe(expected)
  })

  it.each([
    ['#c8102e', true],
    ['#FFF', false],
    ['red', false],
  ])('colour %s → %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected)
  })

  it.each([
    ['/cartes-cadeaux/', true],
    ['https://www.facebook.com/', true],
    ['tel:+33184880000', true],
    ['mailto:service@example.com', true],
    ['javascript:alert(1)', false],
    ['cartes-cadeaux', false],
  ])('link %s → %s', (value, expected) => {
    expect(isLinkHref(value)).toBe(expected)
  })

  it('lets empty optional values through and names the rule in the admin language otherwise', () => {
    const validate = validateWith(isCountryCode, (texts) => texts.Validation.countryCode)
    const inFrench = { req: { i18n: { language: 'fr' } } }
    expect(validate(undefined, inFrench)).toBe(true)
    expect(validate('', inFrench)).toBe(true)
    expect(validate('FR', inFrench)).toBe(true)
    expect(validate('France', inFrench)).toBe('Saisissez un code pays ISO, p. ex. FR')
    expect(validate('France', { req: { i18n: { language: 'nl' } } })).toBe(
      'Gebruik een ISO-landcode, bv. FR',
    )
    expect(validate('France', { req: { i18n: { language: 'en' } } })).toBe(
      'Use an ISO country code such as FR',
    )
  })
})
