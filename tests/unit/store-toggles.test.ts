import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { featureToggles } from '@/collections/stores/toggles'
import { footerLogoKinds } from '@/components/footer/footer-logos'

const src = path.resolve(import.meta.dirname, '../../src')
// Where a toggle is declared, seeded or typed: none of these switches anything on.
const declaring = ['collections/stores/toggles.ts', 'seed/', 'migrations/', 'payload-types.ts']

function sourcesReadingToggles(): string[] {
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !declaring.some((part) => file.startsWith(part)))
    .map((file) => fs.readFileSync(path.join(src, file), 'utf8'))
    .filter((text) => text.includes('toggles'))
}

describe('the store feature toggles (spec §6)', () => {
  const sources = sourcesReadingToggles()

  it.each([...featureToggles])('%s is read by the shop', (toggle) => {
    const read = new RegExp(`toggles(\\?)?\\.${toggle}\\b`)
    expect(sources.some((text) => read.test(text))).toBe(true)
  })
})

describe('the footer payment logos', () => {
  const store = {
    paymentIcons: ['amex' as const, 'secure' as const],
    paymentMethods: ['creditcard' as const, 'paypal' as const, 'banktransfer' as const],
  }

  it('are the store data list when logosFromStoreBackend is on', () => {
    const toggles = { footerLogos: true, logosFromStoreBackend: true }
    expect(footerLogoKinds({ ...store, toggles })).toEqual(['amex', 'secure'])
  })

  it('follow the offered payment methods when it is off', () => {
    const toggles = { footerLogos: true, logosFromStoreBackend: false }
    expect(footerLogoKinds({ ...store, toggles })).toEqual([
      'carteBancaire',
      'visa',
      'mastercard',
      'paypal',
      'secure',
    ])
  })

  it('are none when footerLogos is off', () => {
    const toggles = { footerLogos: false, logosFromStoreBackend: true }
    expect(footerLogoKinds({ ...store, toggles })).toEqual([])
  })
})
