import { z } from 'zod'

import { emailSchema } from '../account/email'
import { cardNumberSchema, pinSchema } from '../cards/card-number'

/**
 * An entry in the doubler draw (enterDoubler): the card as its holder types it, where to tell
 * the winner, and the terms. The gateway refuses unaccepted terms with a doubler error code;
 * the form refuses them before sending (doublerFormSchema).
 */
export const doublerEntrySchema = z.object({
  card: z.object({ cardNumber: cardNumberSchema, pin: pinSchema }),
  email: emailSchema,
  termsAccepted: z.boolean(),
})

export type DoublerEntryInput = z.input<typeof doublerEntrySchema>
export type DoublerEntry = z.output<typeof doublerEntrySchema>

/** Ticked terms, as the forms want them (the key of their own text). */
const acceptedTerms = z.boolean().refine((accepted) => accepted, { error: 'doublerTermsRequired' })

/**
 * The form's rules: the entry's, and the terms ticked. A field rule, not an object one, so
 * unticked terms are told together with the other fields' mistakes.
 */
export const doublerFormSchema = doublerEntrySchema.extend({ termsAccepted: acceptedTerms })

/**
 * An entry from the redeem shop (enterDoublerWithRedeemToken): the session's first card, whose
 * PIN was checked when the session began, so only the e-mail and the terms are typed.
 */
export const doublerRedeemEntrySchema = doublerEntrySchema.omit({ card: true })

export type DoublerRedeemEntry = z.output<typeof doublerRedeemEntrySchema>

/** The redeem modal's rules: the entry's, and the terms ticked. */
export const doublerRedeemFormSchema = doublerRedeemEntrySchema.extend({
  termsAccepted: acceptedTerms,
})
