'use client'

import { type RefObject, useEffect, useMemo } from 'react'

import { useSearch } from '@/commerce/client/hooks.client'

import { headerSearchInput, SEARCH_DEBOUNCE_MS } from './ids'
import type { PopularSearch } from './popular'
import type { SearchTexts } from './texts'
import { PopularView } from './popular-view'
import type { SearchModalProps } from './props'
import { ResultsView } from './results-view'
import { searchOutcome } from './results'
import { SearchField } from './search-field'
import { withSearchParam } from './search-url'
import { searchTracking } from './tracking'
import { useSearchText } from './use-search-text.client'

type Props = Pick<SearchModalProps, 'tracking'> & {
  /** The store's popular data, shown while nothing is typed; null: could not be read. */
  popular: PopularSearch | null
  labels: SearchTexts
  inputRef: RefObject<HTMLInputElement | null>
  onClose: () => void
}

/**
 * The modal's field and what it finds: popular data while empty, then search_v1's answer for the
 * text settled 200 ms after the last key. The previous answer stays, dimmed, while the next loads.
 */
export function SearchPanel(props: Props) {
  const { labels, popular, tracking, inputRef, onClose } = props
  // The header input holds the text between openings, and what was typed while this loaded.
  const { text, settled, setText, flush } = useSearchText(
    () => headerSearchInput()?.value ?? '',
    SEARCH_DEBOUNCE_MS,
  )
  // Keys typed into the header input before the focus moved here (it loads and opens in the
  // meantime): the first key of 'lumiere' was lost when this read the input only on mounting.
  useEffect(() => {
    const header = headerSearchInput()
    if (!header) return
    const typed = () => setText(header.value)
    typed()
    header.addEventListener('input', typed)
    return () => header.removeEventListener('input', typed)
  }, [setText])
  const term = settled.trim()
  const query = useSearch(term)
  const outcome = useMemo(() => (query.data ? searchOutcome(query.data) : null), [query.data])
  const arrived = query.isSuccess && !query.isPlaceholderData

  useEffect(() => {
    window.history.replaceState(null, '', withSearchParam(window.location.href, term))
  }, [term])

  useEffect(() => {
    if (!tracking || !term || !arrived || !outcome || outcome.kind === 'error') return
    searchTracking.searched(term, outcome.kind === 'results' ? outcome.count : 0)
  }, [tracking, term, arrived, outcome])

  const change = (next: string) => {
    setText(next)
    const header = headerSearchInput()
    if (header) header.value = next
  }

  const failed = query.isError || outcome?.kind === 'error'
  const status = failed
    ? labels.error
    : !outcome
      ? labels.loading
      : outcome.kind === 'none'
        ? labels.noResults
        : labels.count(outcome.count)

  return (
    <>
      <SearchField
        labels={labels}
        text={text}
        onTextChange={change}
        onSubmit={flush}
        onBack={onClose}
        inputRef={inputRef}
      />
      <div className="flex-1 overflow-y-auto overscroll-contain">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {term ? (
            <div
              aria-busy={query.isFetching}
              className={query.isPlaceholderData ? 'opacity-60 motion-safe:transition-opacity' : ''}
            >
              <p role="status" className="mb-6 font-semibold">
                {status}
              </p>
              {!failed && outcome?.kind === 'results' && (
                <ResultsView groups={outcome.groups} labels={labels} />
              )}
            </div>
          ) : (
            // Without its popular data the modal is still a search field.
            popular && <PopularView popular={popular} labels={labels} />
          )}
        </div>
      </div>
    </>
  )
}
