import { z } from 'zod'

export const PERSON_NAME_MAX = 50
export const COMPANY_NAME_MAX = 100

/** A first or last name: required, at most 50 characters (spec §5). */
export const personNameSchema = (required: 'firstNameRequired' | 'lastNameRequired') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PERSON_NAME_MAX, { error: 'nameTooLong' })

/** A company name, at most 100 characters; required for business customers (see customer.ts). */
export const companyNameSchema = z
  .string()
  .trim()
  .max(COMPANY_NAME_MAX, { error: 'companyNameTooLong' })
  .nullish()
  .transform((name) => name || null)
