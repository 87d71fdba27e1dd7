'use client'

import { onDemand } from '@/components/ui/on-demand.client'

/** The draw's entry fields as other widgets show them (react-hook-form's fields). */
export const DoublerEntryFields = onDemand(() =>
  import('./entry-fields.client').then((m) => m.DoublerEntryFields),
)
