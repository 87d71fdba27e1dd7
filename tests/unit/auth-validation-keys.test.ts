import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { COMPANY_REGISTERS, companyRegister } from '@/commerce/domain/account/business'
import { AUTH_VALIDATION_KEYS } from '@/commerce/widgets/account/auth/validation-keys'
import fr from '@/i18n/messages/fr'

/** Where the identification forms' messages come from: their rules and the domain's schemas. */
const sources = [
  'src/commerce/domain/account/customer.ts',
  'src/commerce/domain/account/address.ts',
  'src/commerce/domain/account/email.ts',
  'src/commerce/domain/account/names.ts',
  'src/commerce/domain/account/password.ts',
  'src/commerce/widgets/account/auth/rules.ts',
]

describe('the Validation texts the identification forms get', () => {
  it('are every key their rules and the registers can name, and no other', () => {
    // A register's key is made from its name (business.ts): no source spells it out.
    const registers = [...Object.values(COMPANY_REGISTERS), companyRegister('ZZ')]
    const named = new Set(registers.map((register) => register.invalidKey))
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, word] of text.matchAll(/'([A-Za-z]+)'/g)) {
        if (word! in fr.Validation) named.add(word!)
      }
    }
    expect([...AUTH_VALIDATION_KEYS].sort()).toEqual([...named].sort())
  })
})
