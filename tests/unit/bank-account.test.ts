import { describe, expect, it } from 'vitest'

import {
  completeBankAccount,
  formatIban,
  isBic,
  isIban,
} from '@/commerce/domain/payments/bank-account'

describe('an IBAN', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', true],
    ['FR7630006000011234567890189', true],
    ['fr76 3000 6000 0112 3456 7890 189', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['BE68 5390 0754 7034', true],
    // One digit typed wrong fails the mod-97 check.
    ['FR76 3000 6000 0112 3456 7890 188', false],
    ['NL91 ABNA 0417 1643 01', false],
    ['BE68 5390 0754 7035', false],
    // A digit too many for a Belgian IBAN (ibantools knows each country's length).
    ['BE45 5390 0754 7034 0', false],
    ['FR76', false],
    ['7630006000011234567890189', false],
    ['FR76-3000-6000-0112', false],
    ['', false],
  ])('%s is %s', (iban, valid) => {
    expect(isIban(iban)).toBe(valid)
  })

  it('is not a string otherwise', () => {
    expect(isIban(null)).toBe(false)
    expect(isIban(7630006000)).toBe(false)
  })

  it('is printed in groups of four', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(formatIban('NL91 ABNA 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00')
  })
})

describe('a BIC', () => {
  it.each([
    ['AGRIFRPP', true],
    ['AGRIFRPP882', true],
    ['abnanl2a', true],
    ['AGRIFRP', false],
    ['AGRIFRPP88', false],
    ['1GRIFRPP', false],
  ])('%s is %s', (bic, valid) => {
    expect(isBic(bic)).toBe(valid)
  })
})

describe("the store's bank account", () => {
  const account = {
    accountHolder: ' Carte Cadeau SAS ',
    iban: 'fr7630006000011234567890189',
    bic: 'agrifrpp',
    bankName: 'Crédit Agricole',
  }

  it('is given tidied when every part is filled in', () => {
    expect(completeBankAccount(account)).toEqual({
      accountHolder: 'Carte Cadeau SAS',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      bankName: 'Crédit Agricole',
    })
  })

  it('is none when a part is missing or blank', () => {
    expect(completeBankAccount(null)).toBeNull()
    expect(completeBankAccount({ ...account, iban: null })).toBeNull()
    expect(completeBankAccount({ ...account, bankName: '  ' })).toBeNull()
  })
})
