import { requiredNumber, requiredText } from './required'

export const streetSchema = requiredText('streetRequired')
  .min(2, { error: 'streetTooShort' })
  .max(100, { error: 'streetTooLong' })

/** A house number: missing (or NaN, nothing typed) is 'required', anything but 1–99999 'invalid'. */
export const houseNumberSchema = requiredNumber('houseNumberRequired', 'houseNumberInvalid')
  .int({ error: 'houseNumberInvalid' })
  .positive({ error: 'houseNumberInvalid' })
  .max(99_999, { error: 'houseNumberInvalid' })
