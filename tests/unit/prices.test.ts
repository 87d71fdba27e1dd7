import { describe, expect, it } from 'vitest'

import { formatMoney, toCents } from '@/commerce/domain/money'
import {
  amountSchema,
  variationConfigProblem,
  type VariationConfig,
} from '@/commerce/domain/prices'

const custom: VariationConfig = {
  available: true,
  hasFixedPrices: false,
  pricesToShow: [],
  minPrice: toCents(10),
  maxPrice: toCents(250),
}
const fixed: VariationConfig = { ...custom, hasFixedPrices: true, pricesToShow: [2500, 5000] }
const eur = (value: number) => formatMoney({ currency: 'EUR', value })

describe('money', () => {
  it('formats euros the French way, cents only when there are some', () => {
    // ICU puts no-break spaces (narrow or not, by version) where French typography wants them.
    expect(eur(2500)).toMatch(/^25[\u00a0\u202f]€$/)
    expect(eur(2550)).toMatch(/^25,50[\u00a0\u202f]€$/)
    expect(eur(125_000)).toMatch(/^1[\u00a0\u202f]250[\u00a0\u202f]€$/)
    expect(formatMoney({ currency: 'EUR', value: 2500 }, 'nl-NL')).toMatch(/^€[\u00a0\u202f]25$/)
  })
})

describe('a custom amount', () => {
  const schema = amountSchema(custom)
  it('accepts whole amounts between the minimum and the maximum', () => {
    expect(schema.safeParse(1000).success).toBe(true)
    expect(schema.safeParse(25_000).success).toBe(true)
  })
  it('refuses cents, negative and out-of-range amounts with a clear message', () => {
    expect(schema.safeParse(1050).error?.issues[0]?.message).toBe('amountWhole')
    expect(schema.safeParse(-1000).error?.issues[0]?.message).toBe('amountNegative')
    const range = schema.safeParse(900).error?.issues[0]
    expect(range).toMatchObject({ message: 'amountRange', params: { min: 1000, max: 25_000 } })
    expect(schema.safeParse(25_100).success).toBe(false)
  })
  it('takes only the listed amounts when prices are fixed', () => {
    const fixedSchema = amountSchema(fixed)
    expect(fixedSchema.safeParse(5000).success).toBe(true)
    expect(fixedSchema.safeParse(4000).success).toBe(false)
  })
})

describe('a variation config as an editor enters it', () => {
  it('is sound when complete', () => {
    expect(variationConfigProblem(custom)).toBeNull()
    expect(variationConfigProblem(fixed)).toBeNull()
    expect(variationConfigProblem({ ...custom, available: false, minPrice: null })).toBeNull()
  })
  it('names what is missing or wrong', () => {
    expect(variationConfigProblem({ ...fixed, pricesToShow: [] })).toBe('noFixedPrice')
    expect(variationConfigProblem({ ...fixed, pricesToShow: [2550] })).toBe('fixedPricesNotWhole')
    expect(variationConfigProblem({ ...custom, maxPrice: null })).toBe('noBounds')
    expect(variationConfigProblem({ ...custom, minPrice: toCents(300) })).toBe('minAboveMax')
  })
})
