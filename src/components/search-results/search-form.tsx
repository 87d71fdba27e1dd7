import { SEARCH_TEXT_MAX_LENGTH } from '@/commerce/domain/search'
import { primaryButtonClass } from '@/components/form/styles'
import { RESULTS_PAGE_INPUT_ID } from '@/components/search-modal/ids'
import { SEARCH_PARAM } from '@/components/search-modal/search-url'
import { SearchIcon } from '@/components/ui/icons'

type Props = {
  /** The results page's own path: a new search lands there again. */
  action: string
  /** What was searched, kept in the field to be corrected or refined. */
  text: string
  labels: { field: string; placeholder: string; submit: string }
}

/** The results page's search field: a plain GET form, as the header's box without JavaScript. */
export function SearchForm({ action, text, labels }: Props) {
  return (
    <form
      role="search"
      aria-label={labels.field}
      action={action}
      method="get"
      className="mt-6 flex flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={RESULTS_PAGE_INPUT_ID} className="sr-only">
        {labels.field}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2" />
        <input
          id={RESULTS_PAGE_INPUT_ID}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          className="h-12 w-full rounded-full border border-ink/25 bg-surface pr-4 pl-12 text-base placeholder:text-ink/70"
        />
      </div>
      <button type="submit" className={primaryButtonClass}>
        {labels.submit}
      </button>
    </form>
  )
}
