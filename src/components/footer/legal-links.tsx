import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

export type LegalLabels = {
  heading: string
  terms: string
  privacy: string
  cookies: string
}

type Props = { locale: Locale; labels: LegalLabels; showCookies: boolean }

/** Terms, privacy and, when the store wants it, cookies. */
export function LegalLinks({ locale, labels, showCookies }: Props) {
  const links = [
    { href: localizedPath(locale, '/terms'), text: labels.terms },
    { href: localizedPath(locale, '/privacy'), text: labels.privacy },
    // The cookie statement until the cookie dialog comes with the modals.
    ...(showCookies
      ? [{ href: localizedPath(locale, '/cookie-statement'), text: labels.cookies }]
      : []),
  ]
  // The spec's Disclaimer link is hidden in every store, so it is not rendered at all.
  return (
    <nav aria-label={labels.heading}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-block py-1 underline underline-offset-4 hover:no-underline"
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
