import { z } from 'zod'

import { CLICK_ID_PARAMS, CLICK_ID_VALUE } from './attribution'

/** An ad click id as placeOrder takes it (the browser's kept click, see attribution.ts). */
export const clickIdSchema = z.object({
  param: z.enum(CLICK_ID_PARAMS),
  value: z.string().regex(CLICK_ID_VALUE),
  capturedAt: z.iso.datetime({ offset: true }),
})

/**
 * An order's ad click (placeOrder, placeRedeemOrder, createActivationOrder): sent with marketing
 * consent only; a malformed one is dropped, never refused.
 */
export const orderClickIdField = clickIdSchema
  .nullish()
  .transform((click) => click ?? null)
  .catch(null)
