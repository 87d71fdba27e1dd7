import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { checkoutSchema, paymentDetailsProblems } from '@/commerce/domain/checkout/checkout-input'
import { formRules } from '@/components/form/form-rules'

import type { PaymentMethod } from './order'
import { toCheckoutInput } from './form-input'
import type { CheckoutValues } from './values'

export type CheckoutOutput = z.output<typeof checkoutSchema>

/** What the chosen method needs besides its id (spec §3 payment form state), as the gateway checks it. */
function methodNeeds(methods: readonly PaymentMethod[]) {
  return (value: CheckoutOutput, context: z.RefinementCtx) => {
    const method = methods.find((candidate) => candidate.id === value.paymentMethod)
    if (!method) return
    for (const problem of paymentDetailsProblems(method.id, value.paymentDetails, method)) {
      context.addIssue({
        code: 'custom',
        message: problem.error,
        path: ['paymentDetails', problem.field],
      })
    }
  }
}

/** The checkout form's resolver: the domain's rules (the same the gateway runs) on the form. */
export const checkoutResolver = (
  needsDeliveryAddress: boolean,
  methods: readonly PaymentMethod[],
) =>
  zodResolver(
    formRules<CheckoutValues, z.ZodType<CheckoutOutput>>(
      checkoutSchema.superRefine(methodNeeds(methods)),
      (values) => toCheckoutInput(values, needsDeliveryAddress),
    ),
  ) as Resolver<CheckoutValues, unknown, CheckoutOutput>
