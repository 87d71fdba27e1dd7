import { describe, expect, it } from 'vitest'

import { earlyChanges } from '@/commerce/widgets/configurator/early-input'
import type { ConfiguratorValues } from '@/commerce/widgets/configurator/form-values'

const defaults: ConfiguratorValues = {
  deliveryType: 'DIGITAL',
  amount: null,
  qty: 1,
  wrapperId: '',
  giftPackingId: '',
  withMessage: false,
  message: '',
  deliveryMode: 'DEFAULT',
  receivers: [],
}

describe('the configurator’s input chosen before hydration', () => {
  it('carries what differs from the defaults, and nothing else', () => {
    const early = {
      deliveryType: 'DIGITAL' as const,
      amount: 4000,
      qty: 3,
      wrapperId: 'w1',
      withMessage: true,
      message: '',
      deliveryMode: 'SINGLE' as const,
    }
    expect(earlyChanges(early, defaults)).toEqual({
      amount: 4000,
      qty: 3,
      wrapperId: 'w1',
      withMessage: true,
      deliveryMode: 'SINGLE',
    })
  })

  it('is nothing when the shopper did nothing', () => {
    expect(earlyChanges({ deliveryType: 'DIGITAL', qty: 1, wrapperId: '' }, defaults)).toEqual({})
  })

  it('drops the amount and wrapper of the other version when the version changed', () => {
    const early = { deliveryType: 'PHYSICAL' as const, amount: 4000, wrapperId: 'w1', qty: 2 }
    expect(earlyChanges(early, defaults)).toEqual({ deliveryType: 'PHYSICAL', qty: 2 })
  })

  it('keeps a chosen fixed price against a default one', () => {
    expect(earlyChanges({ amount: 5000 }, { ...defaults, amount: 2500 })).toEqual({ amount: 5000 })
  })
})
