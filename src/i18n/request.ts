import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { requestTimeZone } from '@/server/request-time-zone'

import { routing } from './routing'

// Each language's texts load only when a request asks for that language.
const catalogues = {
  fr: () => import('./messages/fr'),
  nl: () => import('./messages/nl'),
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  // Dates next-intl formats are the request's store's days (its row's time zone), not Paris's.
  const [messages, timeZone] = await Promise.all([
    catalogues[locale]().then((catalogue) => catalogue.default),
    requestTimeZone(),
  ])
  return { locale, messages, timeZone }
})
