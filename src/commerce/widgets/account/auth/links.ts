import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import type { AuthLinks } from './auth-links'

/**
 * The pages the identification widgets link or go to, in the page's language, on a store whose
 * unprefixed language is `defaultLocale`.
 */
export const authLinks = (locale: Locale, defaultLocale: Locale): AuthLinks => {
  const path = (href: Href) => localizedPath(locale, href, defaultLocale)
  return {
    home: path('/'),
    giftCards: path('/gift-cards'),
    checkout: path('/checkout'),
    identify: path('/account'),
    login: path('/account/login'),
    register: path('/account/register'),
    registerSuccess: path('/account/register/success'),
    overview: path('/account/overview'),
    forgotPassword: path('/account/forgot-password'),
    forgotPasswordSuccess: path('/account/forgot-password/success'),
    newPasswordSuccess: path('/account/new-password/success'),
  }
}
