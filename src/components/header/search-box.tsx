import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

import { HeaderSearchInput } from '@/components/search-modal/header-search-input.client'
import { HEADER_SEARCH_INPUT_ID } from '@/components/search-modal/ids'
import type { SearchModalProps } from '@/components/search-modal/props'
import { SearchModalHost } from '@/components/search-modal/search-modal-host.client'
import { SearchIcon } from '@/components/ui/icons'
import type { SearchTexts } from './texts'
import { SearchClearButton } from './search-clear-button.client'

import styles from './header.module.css'

type Props = {
  locale: Locale
  labels: SearchTexts
  /** The search modal's data; without it (stories) the box stays a plain form. */
  search?: SearchModalProps
}

/**
 * The search box (spec §2): a GET form with the query in `s`, so it works without JavaScript: it
 * lands on the server-rendered results page (the product list is prerendered and ignores `s`).
 * With JavaScript, focusing the box opens the search modal, whose code loads then.
 */
export function SearchBox({ locale, labels, search }: Props) {
  const input = {
    id: HEADER_SEARCH_INPUT_ID,
    type: 'search',
    name: 's',
    placeholder: labels.placeholder,
    autoComplete: 'off',
    maxLength: 100,
    // `peer`: the clear button hides while the field shows its placeholder.
    className: `peer ${styles.input}`,
  }
  return (
    <>
      <form
        role="search"
        action={localizedPath(locale, '/search')}
        method="get"
        className={styles.searchForm}
      >
        <label htmlFor={HEADER_SEARCH_INPUT_ID} className="sr-only">
          {labels.label}
        </label>
        <SearchIcon className={styles.searchIcon} />
        {search ? <HeaderSearchInput {...input} /> : <input {...input} />}
        <SearchClearButton label={labels.clear} />
      </form>
      {search && <SearchModalHost {...search} />}
    </>
  )
}
