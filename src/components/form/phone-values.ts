import { fromE164, toE164 } from '@/commerce/domain/account/e164'

import type { PhoneValues } from './postal-values'

/**
 * A stored (E.164) phone as the form's two parts; the store's country when there is none. Apart
 * from postal-values.ts: libphonenumber comes with it, which a blank form does not need.
 */
export const phoneValues = (phone: string | null | undefined, country: string): PhoneValues => {
  const { country: phoneCountry, national } = fromE164(phone, country)
  return { phoneCountry, phoneNational: national }
}

/** The number the form describes in E.164, or '' when no digits were typed. */
export const phoneOf = (values: PhoneValues): string =>
  toE164(values.phoneCountry, values.phoneNational)
