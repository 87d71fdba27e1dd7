import type { Locale } from '@/i18n/routing'
import type { Customer } from '@/payload-types'

// Filled in when the e-mail layer lands (src/server/mail, src/emails).
export const sendWelcome = async (_locale: Locale, _customer: Customer): Promise<void> => {}
export const sendPasswordReset = async (
  _locale: Locale,
  _customer: Customer,
  _token: string,
): Promise<boolean> => true
export const sendPasswordChanged = async (_locale: Locale, _customer: Customer): Promise<void> => {}
export const sendAccountDeleted = async (_locale: Locale, _customer: Customer): Promise<void> => {}
