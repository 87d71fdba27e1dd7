import { z } from 'zod'

/**
 * A text a form must hold: missing, empty or only spaces answers its 'required' key (spec §5's
 * "is a required field"), and only then do the other rules speak.
 */
export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true })

/** A number that is 'required' when missing (or NaN, nothing typed) and `invalid` when not a number. */
export const requiredNumber = (required: string, invalid: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? required
        : invalid,
  })
