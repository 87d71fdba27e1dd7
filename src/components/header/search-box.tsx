import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { SearchIcon } from '@/components/ui/icons'
import type { SearchLabels } from './labels'
import { SearchClearButton } from './SearchClearButton.client'

type Props = { locale: Locale; labels: SearchLabels; className?: string }

/**
 * The search box (spec §2): a GET form to the product list with the query in `s`, so it works
 * without JavaScript; Enter submits. The search modal takes it over in the search issue.
 */
export function SearchBox({ locale, labels, className = '' }: Props) {
  return (
    <form
      role="search"
      action={localizedPath(locale, '/gift-cards')}
      method="get"
      className={`relative flex items-center ${className}`}
    >
      <label htmlFor="header-search" className="sr-only">
        {labels.label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 size-5" />
      <input
        id="header-search"
        type="search"
        name="s"
        placeholder={labels.placeholder}
        autoComplete="off"
        className="peer h-11 w-full rounded-full border border-ink/25 bg-surface pr-3 pl-10 placeholder:text-ink/70 not-placeholder-shown:pr-11 [&::-webkit-search-cancel-button]:appearance-none"
      />
      <SearchClearButton label={labels.clear} />
    </form>
  )
}
