import { z } from 'zod'

/** How far ahead a digital card can be scheduled (the delivery date and time modal). */
export const MAX_SCHEDULE_DAYS = 365
export const NAME_MAX = 50

/** A text field that, missing or not text, answers the Validation key of an empty one. */
const text = (key: string) =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })

const name = text('nameRequired')
  .trim()
  .min(1, { error: 'nameRequired' })
  .max(NAME_MAX, { error: 'nameTooLong' })

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
    email: z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }),
    deliveryDate: deliveryDateSchema(now).nullish(),
  })

/** Post codes of France, the only country this store posts to: five digits. */
export const FR_POST_CODE = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/

/** Who receives a physical card: a name and a French postal address (spec §5). */
export const physicalReceiverSchema = z.object({
  name,
  street: text('streetTooShort').trim().min(2, { error: 'streetTooShort' }).max(100),
  houseNumber: z
    .number({ error: 'houseNumberInvalid' })
    .int({ error: 'houseNumberInvalid' })
    .positive({ error: 'houseNumberInvalid' })
    .max(99_999, { error: 'houseNumberInvalid' }),
  suffix: z.string().trim().max(10).nullish(),
  postCode: text('postCodeInvalid').trim().regex(FR_POST_CODE, { error: 'postCodeInvalid' }),
  city: text('cityRequired').trim().min(1, { error: 'cityRequired' }).max(80),
  countryCode: z.literal('FR', { error: 'countryRequired' }),
})

export type DigitalReceiver = z.infer<ReturnType<typeof digitalReceiverSchema>>
export type PhysicalReceiver = z.infer<typeof physicalReceiverSchema>
export type Receiver = DigitalReceiver | PhysicalReceiver

export const isPhysicalReceiver = (receiver: Receiver): receiver is PhysicalReceiver =>
  'street' in receiver
