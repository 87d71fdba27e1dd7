import type { ReactNode } from 'react'

import { primaryButtonClass } from '@/components/form/styles'
import type { PopularTerm } from '@/components/search-modal/popular'
import { SearchIcon } from '@/components/ui/icons'

import type { TemplateProps } from './template'

export type HomeV2Data = {
  title: string
  search: {
    /** The search results page, which reads `?s=` (the header's search box posts there too). */
    action: string
    label: string
    placeholder: string
    submit: string
    popularLabel: string
    terms: PopularTerm[]
  }
  /** The store's most chosen gift cards (the MostChosen block on the categories' top lists). */
  mostChosen: ReactNode
}

/**
 * Home v2: search first. The page title is the h1 over a large search box and the store's popular
 * search terms, then the most chosen gift cards, then the editors' blocks.
 */
export function HomeV2Template({ data, layout }: TemplateProps<HomeV2Data>) {
  const { search } = data
  return (
    <>
      <section aria-labelledby="home-search-title" className="bg-muted">
        <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 text-center sm:px-6 lg:py-20">
          <h1
            id="home-search-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {data.title}
          </h1>
          <form
            role="search"
            aria-label={search.label}
            action={search.action}
            method="get"
            className="flex flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              {search.label}
            </label>
            <div className="relative flex-1">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2" />
              <input
                id="home-search"
                type="search"
                name="s"
                maxLength={100}
                autoComplete="off"
                placeholder={search.placeholder}
                className="h-14 w-full rounded-full border border-ink/25 bg-surface pr-4 pl-12 text-lg placeholder:text-ink/70"
              />
            </div>
            <button type="submit" className={`${primaryButtonClass} min-h-14`}>
              {search.submit}
            </button>
          </form>
          {search.terms.length > 0 && (
            <nav aria-label={search.popularLabel}>
              <ul className="flex flex-wrap justify-center gap-2">
                {search.terms.map((term) => (
                  <li key={term.id}>
                    <a
                      href={term.href}
                      className="inline-flex min-h-10 items-center rounded-full border border-ink/25 bg-surface px-4 font-medium hover:bg-muted"
                    >
                      {term.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </section>
      {data.mostChosen}
      {layout}
    </>
  )
}
