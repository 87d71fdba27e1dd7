import { z } from 'zod'

import { houseNumberSchema, streetSchema } from './postal-fields'
import { requiredText } from './required'

/** How far ahead a digital card can be scheduled (the delivery date and time modal). */
export const MAX_SCHEDULE_DAYS = 365
export const NAME_MAX = 50

const name = requiredText('nameRequired').max(NAME_MAX, { error: 'nameTooLong' })

/**
 * A scheduled delivery moment: an ISO date-time from now on, at most a year ahead. `now` is a
 * parameter so the same rule runs in the form, on the server and in tests.
 */
export const deliveryDateSchema = (now: () => Date = () => new Date()) =>
  // abort: a text that is no date gets one message, not a second one about its range.
  z.iso.datetime({ offset: true, error: 'deliveryDateInvalid', abort: true }).refine(
    (value) => {
      const at = Date.parse(value)
      const start = now().getTime() - 5 * 60_000
      return at >= start && at <= start + MAX_SCHEDULE_DAYS * 86_400_000
    },
    { error: 'deliveryDateRange' },
  )

/** Who receives a digital card: a name, an e-mail address and, optionally, a moment. */
export const digitalReceiverSchema = (now?: () => Date) =>
  z.object({
    name,
    email: requiredText('emailRequired')
      .max(254, { error: 'emailInvalid' })
      .pipe(z.email({ error: 'emailInvalid' })),
    deliveryDate: deliveryDateSchema(now).nullish(),
  })

/** Post codes of France, the only country this store posts to: five digits. */
export const FR_POST_CODE = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/

/** Who receives a physical card: a name and a French postal address (spec §5). */
export const physicalReceiverSchema = z.object({
  name,
  street: streetSchema,
  houseNumber: houseNumberSchema,
  suffix: z.string().trim().max(10).nullish(),
  postCode: requiredText('postCodeRequired').regex(FR_POST_CODE, { error: 'postCodeInvalid' }),
  city: requiredText('cityRequired').max(80, { error: 'cityTooLong' }),
  countryCode: z.literal('FR', { error: 'countryRequired' }),
})

export type DigitalReceiver = z.infer<ReturnType<typeof digitalReceiverSchema>>
export type PhysicalReceiver = z.infer<typeof physicalReceiverSchema>
export type Receiver = DigitalReceiver | PhysicalReceiver

export const isPhysicalReceiver = (receiver: Receiver): receiver is PhysicalReceiver =>
  'street' in receiver
