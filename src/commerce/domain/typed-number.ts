/**
 * A number as the forms hand it over: NaN when nothing was typed or chosen, which `requiredNumber`
 * (required.ts) answers 'required'; a text that is no number is 0, which the range rules refuse.
 * Apart from the rules, so a form's fields have it without zod.
 */
export const typedNumber = (typed: string, read: (text: string) => number = Number): number => {
  const text = typed.trim()
  return text ? read(text) || 0 : Number.NaN
}
