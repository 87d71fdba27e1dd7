import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { type Href } from '@/i18n/paths'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }

/**
 * A link to a storefront route by its internal pathname ('/gift-cards'), localized on the server
 * ('/cartes-cadeaux/', '/nl/cadeaubonnen/'): no i18n runtime ships to the browser for it.
 */
export async function Link({ href, ...rest }: Props) {
  const locale = (await getLocale()) as Locale
  return <NextLink href={localizedPath(locale, href)} {...rest} />
}
