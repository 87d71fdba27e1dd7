import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONFIGURATOR_VALIDATION_KEYS } from '@/commerce/widgets/configurator/validation-keys'
import fr from '@/i18n/messages/fr'

/** Where the configurator's messages come from: its rules, the domain's, the gateway's codes. */
const sources = [
  'src/commerce/domain/package.ts',
  'src/commerce/domain/prices.ts',
  'src/commerce/domain/receiver.ts',
  'src/commerce/domain/postal-fields.ts',
  'src/commerce/domain/personal-message.ts',
  'src/commerce/client/gateway-errors.ts',
  ...fs
    .readdirSync('src/commerce/widgets/configurator')
    .filter((file) => /\.tsx?$/.test(file) && file !== 'validation-keys.ts')
    .map((file) => path.join('src/commerce/widgets/configurator', file)),
]

describe('the Validation texts the configurator gets', () => {
  it('are every key its rules and the gateway codes it shows can name, and no other', () => {
    const named = new Set<string>()
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, word] of text.matchAll(/'([A-Za-z]+)'/g)) {
        if (word! in fr.Validation) named.add(word!)
      }
    }
    expect([...CONFIGURATOR_VALIDATION_KEYS].sort()).toEqual([...named].sort())
  })
})
