import { z } from 'zod'

import { GIFT_CARD_LIMIT } from '../cart-errors'
import { billingAddressSchema, deliveryAddressSchema } from '../checkout/checkout-addresses'
import { paymentDetailsSchema } from '../checkout/checkout-input'
import { orderClickIdField } from '../orders/click-id-schema'
import { deliveryTypes } from '../package'
import { personalMessageSchema } from '../personal-message'
import { MAX_INTEGER } from '../prices'
import { digitalReceiverSchema, physicalReceiverSchema } from '../receiver'

const id = z.string().regex(/^\d{1,12}$/, { error: 'idInvalid' })

/**
 * A card chosen in the redeem shop (RedeemPackageInput): a product, a delivery type, the value
 * per card in cents, how many, and optionally a note and one receiver. `minQty` 0 lets an update
 * remove the package. The product's own rules are the gateway's (redeem-rules.ts).
 */
export const redeemPackageInputSchema = (minQty: 0 | 1, now?: () => Date) =>
  z
    .object({
      productId: id,
      deliveryType: z.enum(deliveryTypes),
      amount: z
        .number({ error: 'amountWhole' })
        .int({ error: 'amountWhole' })
        .positive({ error: 'amountWhole' })
        .max(MAX_INTEGER, { error: 'amountWhole' }),
      qty: z
        .number({ error: 'qtyInvalid' })
        .int({ error: 'qtyInvalid' })
        .min(minQty, { error: 'qtyInvalid' })
        .max(GIFT_CARD_LIMIT, { error: 'qtyInvalid' }),
      message: personalMessageSchema.nullish().transform((text) => text ?? null),
      receiver: z.record(z.string(), z.unknown()).nullish(),
    })
    .transform((input, context) => {
      if (!input.receiver) return { ...input, receiver: null }
      const schema =
        input.deliveryType === 'DIGITAL' ? digitalReceiverSchema(now) : physicalReceiverSchema
      const parsed = schema.safeParse(input.receiver)
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({ ...issue, path: ['receiver', ...issue.path] } as never)
      }
      return { ...input, receiver: parsed.data ?? null }
    })

export type RedeemPackageInput = z.infer<ReturnType<typeof redeemPackageInputSchema>>

/**
 * The redeem checkout (PlaceRedeemOrderInput): the checkout's billing and delivery addresses and
 * terms; a payment method only matters when the cards leave something to pay.
 */
export const placeRedeemOrderSchema = z.object({
  billingAddress: billingAddressSchema,
  deliveryAddress: deliveryAddressSchema.nullish().transform((address) => address ?? null),
  sameAsBilling: z
    .boolean()
    .nullish()
    .transform((same) => same ?? false),
  paymentMethod: z
    .string()
    .trim()
    .max(64, { error: 'paymentMethodRequired' })
    .nullish()
    .transform((method) => method || null),
  // GraphQL sends null for an absent input object: the same as none.
  paymentDetails: z.preprocess((details) => details ?? undefined, paymentDetailsSchema),
  termsAccepted: z.literal(true, { error: 'termsRequired' }),
  clickId: orderClickIdField,
})

export type PlaceRedeemOrder = z.infer<typeof placeRedeemOrderSchema>
