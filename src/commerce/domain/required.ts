import { z } from 'zod'

/**
 * A text a form must hold: missing, empty or only spaces answers its 'required' key (spec §5's
 * "is a required field"), and only then do the other rules speak.
 */
export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true })

/**
 * A number as the forms hand it over: NaN when nothing was typed or chosen, which `requiredNumber`
 * answers 'required'; a text that is no number is 0, which the range rules refuse.
 */
export const typedNumber = (typed: string, read: (text: string) => number = Number): number => {
  const text = typed.trim()
  return text ? read(text) || 0 : Number.NaN
}

/** A number that is 'required' when missing (or NaN, nothing typed) and `invalid` when not a number. */
export const requiredNumber = (required: string, invalid: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? required
        : invalid,
  })
