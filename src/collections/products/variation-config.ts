import type { Field, GroupField } from 'payload'

import { type VariationConfig, variationConfigProblem } from '@/commerce/domain/prices'

import { commercialAccess } from './commercial-access'
import type { VariationType } from './product-types'

const cents = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  min: 100,
  max: 2_147_483_647,
  admin: { step: 100, description: 'In cents: 2500 is 25 €.' },
})

type ConfigData = {
  available?: boolean | null
  hasFixedPrices?: boolean | null
  pricesToShow?: number[] | null
  minPrice?: number | null
  maxPrice?: number | null
}

/** A variation group as stored (every field optional) as the domain rules read it. */
export const toVariationConfig = (data: ConfigData | null | undefined): VariationConfig => ({
  available: Boolean(data?.available),
  hasFixedPrices: Boolean(data?.hasFixedPrices),
  pricesToShow: data?.pricesToShow ?? [],
  minPrice: data?.minPrice ?? null,
  maxPrice: data?.maxPrice ?? null,
})

/**
 * How a product sells in one delivery type (spec §3): fixed prices to pick from, or a custom whole
 * amount between a minimum and a maximum. Amounts are integer cents.
 */
export const variationConfigField = (type: VariationType): GroupField => ({
  name: type,
  type: 'group',
  access: commercialAccess,
  label: type === 'digital' ? 'Digital card' : 'Physical card',
  validate: (value: unknown) =>
    variationConfigProblem(toVariationConfig(value as ConfigData | null)) ?? true,
  fields: [
    { name: 'available', type: 'checkbox', defaultValue: type === 'digital' },
    { name: 'sku', type: 'text', admin: { description: 'Stock-keeping unit of this variation.' } },
    {
      name: 'outOfStock',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Out of stock: carts refuse it (code 2031) until unticked.' },
    },
    { name: 'hasFixedPrices', type: 'checkbox', defaultValue: false },
    {
      name: 'pricesToShow',
      type: 'number',
      hasMany: true,
      min: 100,
      admin: {
        description: 'In cents. The prices to pick from when prices are fixed.',
        condition: (_, sibling) => Boolean(sibling?.hasFixedPrices),
      },
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => !sibling?.hasFixedPrices },
      fields: [cents('minPrice', 'Minimum amount'), cents('maxPrice', 'Maximum amount')],
    },
  ],
})
