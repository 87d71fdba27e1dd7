import { z } from 'zod'

import { isCountryCode } from './country-code'

/** The languages this build serves (spec §9); the store is the request's host's. */
export const LANGUAGES = ['fr', 'nl'] as const

/** userData of spec §3, sent with every gateway operation. */
export const userDataSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'language must be one of fr, nl' }),
  storeID: z.number().int().positive({ error: 'storeID must be a positive integer' }),
  countryCode: z
    .string()
    .refine(isCountryCode, { error: 'countryCode must be an ISO country code' }),
  redeemToken: z.string().max(512).nullish(),
})

export type UserData = z.infer<typeof userDataSchema>
