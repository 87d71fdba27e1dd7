import { z } from 'zod'

import { GIFT_CARD_LIMIT } from './cart-errors'
import { personalMessageSchema } from './personal-message'
import { amountIssue, APPLE_CARD_MAX, APPLE_CARD_MIN, type VariationConfig } from './prices'
import { digitalReceiverSchema, physicalReceiverSchema } from './receiver'

/** Spec §3 enumerations. */
export const deliveryTypes = ['DIGITAL', 'PHYSICAL'] as const
export type DeliveryType = (typeof deliveryTypes)[number]
export const deliveryModes = ['DEFAULT', 'SINGLE', 'SPLIT'] as const
export type DeliveryMode = (typeof deliveryModes)[number]

const id = z.string().regex(/^\d{1,12}$/, { error: 'idInvalid' })

/**
 * A package as the configurator sends it (spec §3 Package): one product, one amount, a quantity,
 * optional wrapper, gift packing and note, and who receives it. DEFAULT sends the cards to the
 * buyer, SINGLE to one receiver, SPLIT one card to each receiver. Amounts are cents.
 */
export const packageInputSchema = (now?: () => Date) =>
  z
    .object({
      productId: id,
      deliveryType: z.enum(deliveryTypes),
      amount: z.number({ error: 'amountWhole' }).int({ error: 'amountWhole' }),
      qty: z
        .number({ error: 'qtyInvalid' })
        .int({ error: 'qtyInvalid' })
        .min(1, { error: 'qtyInvalid' })
        .max(GIFT_CARD_LIMIT, { error: 'qtyInvalid' }),
      wrapperId: id.nullish(),
      giftPackingId: id.nullish(),
      message: personalMessageSchema.nullish(),
      deliveryMode: z.enum(deliveryModes),
      receivers: z.array(z.record(z.string(), z.unknown())).max(GIFT_CARD_LIMIT).nullish(),
    })
    .superRefine((input, context) => {
      const receivers = input.receivers ?? []
      const wanted = { DEFAULT: 0, SINGLE: 1, SPLIT: input.qty }[input.deliveryMode]
      if (receivers.length !== wanted || (input.deliveryMode === 'SPLIT' && input.qty < 2)) {
        context.addIssue({ code: 'custom', message: 'receiversCount', path: ['receivers'] })
        return
      }
      const schema =
        input.deliveryType === 'DIGITAL' ? digitalReceiverSchema(now) : physicalReceiverSchema
      receivers.forEach((receiver, index) => {
        const parsed = schema.safeParse(receiver)
        parsed.error?.issues.forEach((issue) =>
          context.addIssue({ ...issue, path: ['receivers', index, ...issue.path] } as never),
        )
      })
      if (input.deliveryType === 'DIGITAL' && input.giftPackingId) {
        context.addIssue({
          code: 'custom',
          message: 'giftPackingPhysical',
          path: ['giftPackingId'],
        })
      }
    })

export type PackageInput = z.infer<ReturnType<typeof packageInputSchema>>

/** What the rules need to know about the product a package holds. */
export type PackageProduct = {
  productType: 'giftcard' | 'donation' | 'blankGiftCardPack'
  appleType: boolean
  digital: VariationConfig
  physical: VariationConfig
}

type Issue = { message: string; path: string[]; params?: Record<string, number> }

/**
 * What a package may hold for its product: an available delivery type, an amount its config
 * allows (Apple-type cards 10 to 250 €), and the options of its kind: donations are digital
 * amounts for the buyer, blank card packs are posted packs without note or wrapping.
 */
export function packageProblems(input: PackageInput, product: PackageProduct): Issue[] {
  const config = input.deliveryType === 'DIGITAL' ? product.digital : product.physical
  if (!config.available) return [{ message: 'deliveryTypeUnavailable', path: ['deliveryType'] }]
  const issues: Issue[] = []
  const amount = amountIssue(config, input.amount)
  if (amount) issues.push({ ...amount, path: ['amount'] })
  else if (product.appleType && (input.amount < APPLE_CARD_MIN || input.amount > APPLE_CARD_MAX)) {
    const params = { min: APPLE_CARD_MIN, max: APPLE_CARD_MAX }
    issues.push({ message: 'amountRange', path: ['amount'], params })
  }
  if (product.productType === 'giftcard') return issues
  const extras = ['wrapperId', 'giftPackingId', 'message'] as const
  for (const field of extras) {
    if (input[field] != null) issues.push({ message: 'optionUnavailable', path: [field] })
  }
  if (input.deliveryMode !== 'DEFAULT') {
    issues.push({ message: 'optionUnavailable', path: ['deliveryMode'] })
  }
  return issues
}
