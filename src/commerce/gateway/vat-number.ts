// The gateway's, not the domain's: jsvat weighs 4.4 KB gz, so the forms check a VAT number's form
// (domain/account/business.ts) and the gateway, after the same schemas, its check digits here.
import 'server-only'

import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat'
import type { z } from 'zod'

import { compactNumber, hasVatNumberForm } from '@/commerce/domain/account/business'

/** The EU's member states, as jsvat knows them (its list also holds non-EU countries). */
const EU_VAT_COUNTRIES = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
]

/**
 * An EU VAT number of the right form (the buyer's country's, if in the EU) whose check digits
 * jsvat accepts.
 */
export const isVatNumber = (value: string, country?: string | null): boolean =>
  hasVatNumberForm(value, country) && checkVAT(compactNumber(value), EU_VAT_COUNTRIES).isValid

/**
 * The gateway's refinement after a schema's own checks: a given VAT number's check digits, the
 * error on the field the form shows (`path` leads to the object holding `vatNumber`).
 */
export const vatNumberDigits =
  <V>(
    holder: (value: V) => { vatNumber: string | null; countryCode?: string | null },
    path: readonly PropertyKey[],
  ) =>
  (value: V, context: z.RefinementCtx) => {
    const { vatNumber, countryCode } = holder(value)
    if (vatNumber && !isVatNumber(vatNumber, countryCode)) {
      context.addIssue({
        code: 'custom',
        message: 'vatNumberInvalid',
        path: [...path, 'vatNumber'],
      })
    }
  }
