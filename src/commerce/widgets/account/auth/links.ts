import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

/** The pages the identification widgets link or go to, in the page's language. */
export const authLinks = (locale: Locale) => ({
  home: localizedPath(locale, '/'),
  giftCards: localizedPath(locale, '/gift-cards'),
  checkout: localizedPath(locale, '/checkout'),
  identify: localizedPath(locale, '/account'),
  login: localizedPath(locale, '/account/login'),
  register: localizedPath(locale, '/account/register'),
  registerSuccess: localizedPath(locale, '/account/register/success'),
  overview: localizedPath(locale, '/account/overview'),
  forgotPassword: localizedPath(locale, '/account/forgot-password'),
  forgotPasswordSuccess: localizedPath(locale, '/account/forgot-password/success'),
  newPasswordSuccess: localizedPath(locale, '/account/new-password/success'),
})

export type AuthLinks = ReturnType<typeof authLinks>
