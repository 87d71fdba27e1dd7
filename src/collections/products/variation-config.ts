import type { Field, GroupField } from 'payload'

import { type VariationConfig, variationConfigProblem } from '@/commerce/domain/prices'

import { adminText } from '@/i18n/admin-texts'

import { commercialAccess } from './commercial-access'
import type { VariationType } from './product-types'

const cents = (name: string): Field => ({
  name,
  type: 'number',
  min: 100,
  max: 2_147_483_647,
  admin: { step: 100 },
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
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
    const problem = variationConfigProblem(toVariationConfig(value as ConfigData | null))
    return problem ? adminText(req.i18n?.language, (texts) => texts.Validation[problem]) : true
  },
  fields: [
    { name: 'available', type: 'checkbox', defaultValue: type === 'digital' },
    { name: 'sku', type: 'text' },
    {
      name: 'outOfStock',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'hasFixedPrices', type: 'checkbox', defaultValue: false },
    {
      name: 'pricesToShow',
      type: 'number',
      hasMany: true,
      min: 100,
      admin: {
        condition: (_, sibling) => Boolean(sibling?.hasFixedPrices),
      },
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => !sibling?.hasFixedPrices },
      fields: [cents('minPrice'), cents('maxPrice')],
    },
  ],
})
