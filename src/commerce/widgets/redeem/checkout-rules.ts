import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { checkoutSchema } from '@/commerce/domain/checkout/checkout-input'
import { formRules } from '@/components/form/form-rules'
import { type CheckoutValues, toCheckoutInput } from '@/commerce/widgets/checkout'

/**
 * The redeem checkout's rules: the checkout's own (billing, delivery address, terms), with a
 * payment method asked only when the cards do not pay it all (spec §2 /verifier-solde/paiement/).
 */
export const redeemCheckoutSchema = (mustPay: boolean) =>
  mustPay
    ? checkoutSchema
    : checkoutSchema.extend({
        paymentMethod: z
          .string()
          .nullish()
          .transform(() => null),
      })

export type RedeemCheckoutOutput = z.output<ReturnType<typeof redeemCheckoutSchema>>

export const redeemCheckoutResolver = (mustPay: boolean, needsDeliveryAddress: boolean) =>
  zodResolver(
    formRules<CheckoutValues, z.ZodType<RedeemCheckoutOutput>>(
      redeemCheckoutSchema(mustPay),
      (values) => toCheckoutInput(values, needsDeliveryAddress),
    ),
  ) as Resolver<CheckoutValues, unknown, RedeemCheckoutOutput>
