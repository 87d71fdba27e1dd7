import { CookiesButton } from '@/components/cookie-dialog/cookies-button.client'
import { type Pathname } from '@/i18n/paths'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

import styles from './footer.module.css'

export type LegalLabels = {
  heading: string
  terms: string
  privacy: string
  cookies: string
}

/** Where the links lead: the store's pages, or the redeem pages' redirects to them (spec §2). */
export type LegalRoutes = { terms: Pathname; privacy: Pathname }
const storeRoutes: LegalRoutes = { terms: '/terms', privacy: '/privacy' }

type Props = { locale: Locale; labels: LegalLabels; showCookies: boolean; routes?: LegalRoutes }

/** Terms, privacy and, when the store wants it, the cookie dialog. */
export function LegalLinks({ locale, labels, showCookies, routes = storeRoutes }: Props) {
  const links = [
    { href: localizedPath(locale, routes.terms), text: labels.terms },
    { href: localizedPath(locale, routes.privacy), text: labels.privacy },
  ]
  // The spec's Disclaimer link is hidden in every store, so it is not rendered at all.
  return (
    <nav aria-label={labels.heading}>
      {/* The links' look comes from the list's class (footer.module.css): not one on each. */}
      <ul className={styles.legalLinks}>
        {links.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
        {showCookies && (
          <li>
            <CookiesButton
              text={labels.cookies}
              locale={locale}
              statementHref={localizedPath(locale, '/cookie-statement')}
              className={styles.legal}
            />
          </li>
        )}
      </ul>
    </nav>
  )
}
