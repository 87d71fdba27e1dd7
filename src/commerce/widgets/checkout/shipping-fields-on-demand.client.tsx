'use client'

import { onDemand } from '@/components/ui/on-demand.client'

/** Step 2's fields (the deliveries, the delivery address), loaded when the shopper gets there. */
export const ShippingFields = onDemand(() =>
  import('./shipping-fields.client').then((m) => m.ShippingFields),
)
