import { type RefObject, useId } from 'react'

import { ArrowLeftIcon, CloseIcon, SearchIcon } from '@/components/ui/icons'

import type { SearchTexts } from './texts'

type Props = {
  labels: SearchTexts
  text: string
  onTextChange: (text: string) => void
  /** Enter: search now rather than after the debounce. */
  onSubmit: () => void
  onBack: () => void
  inputRef: RefObject<HTMLInputElement | null>
}

/** The modal's top row: the back arrow, the search field and its clear button. */
export function SearchField({ labels, text, onTextChange, onSubmit, onBack, inputRef }: Props) {
  const inputId = useId()
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className="border-b border-ink/10"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-2 py-3 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label={labels.back}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-muted"
        >
          <ArrowLeftIcon />
        </button>
        <label htmlFor={inputId} className="sr-only">
          {labels.label}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            // What was typed before the focus came here goes on from its end.
            onFocus={(event) => {
              const end = event.currentTarget.value.length
              event.currentTarget.setSelectionRange(end, end)
            }}
            placeholder={labels.placeholder}
            className="h-12 w-full rounded-full border border-ink/25 bg-surface pr-12 pl-10 text-base placeholder:text-ink/70 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text && (
            <button
              type="button"
              aria-label={labels.clear}
              onClick={() => {
                onTextChange('')
                inputRef.current?.focus()
              }}
              className="absolute top-1/2 right-1 grid size-10 -translate-y-1/2 place-items-center rounded-full hover:bg-muted"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </div>
      </div>
    </form>
  )
}
