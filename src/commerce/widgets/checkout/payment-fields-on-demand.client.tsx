'use client'

import { onDemand } from '@/components/ui/on-demand.client'

/** The payment fields as other widgets show them (the select, react-hook-form's context). */
export const PaymentFields = onDemand(() =>
  import('./payment-fields.client').then((m) => m.PaymentFields),
)
