import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** A stored E.164 number as people read it: '+33 6 12 34 56 78'. */
export const phoneDisplay = (phone: string): string =>
  parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
