import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { routing } from './routing'

// Each language's texts load only when a request asks for that language.
const catalogues = {
  fr: () => import('./messages/fr'),
  nl: () => import('./messages/nl'),
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await catalogues[locale]()).default
  return { locale, messages, timeZone: 'Europe/Paris' }
})
