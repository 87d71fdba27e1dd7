import { localizedPath } from '@/i18n/paths'
import { type Locale, locales } from '@/i18n/routing'
import type { Store } from '@/payload-types'

const isLocale = (code: string): code is Locale => (locales as readonly string[]).includes(code)

/** A language's name in that language, capitalised as in a menu: 'Français', 'Nederlands'. */
function languageName(code: Locale): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

type Props = {
  store: Pick<Store, 'country' | 'countriesCombinations'>
  locale: Locale
  label: string
}

/**
 * The store's country and the languages it is sold in, each linking to its home page. The full
 * store switcher (a modal over every country) replaces these links later.
 */
export function LocaleRow({ store, locale, label }: Props) {
  const combinations = store.countriesCombinations ?? []
  const current = combinations.find((c) => c.country === store.country) ?? combinations[0]
  const languages = (current?.languagesCombinations ?? [])
    .map((language) => language.languageCode)
    .filter(isLocale)
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(store.country)
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-2 font-semibold">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
        </svg>
        {country}
      </span>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {languages.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(code, '/')}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className="inline-block py-1 underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:underline"
            >
              {languageName(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
