import { getMessages, getTranslations } from 'next-intl/server'

import { SEARCH_TEXT_MAX_LENGTH } from '@/commerce/domain/search'
import { linkClass } from '@/components/form/styles'
import { getPopularSearch } from '@/components/search-modal/popular.server'
import { PopularView } from '@/components/search-modal/popular-view'
import { ResultsView } from '@/components/search-modal/results-view'
import { searchMessages } from '@/components/search-modal/messages'
import { searchTexts } from '@/components/search-modal/texts'
import { Section } from '@/components/section'
import { PageHeader } from '@/content/templates/page-header'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { findSearchResults, type PageOutcome } from './results.server'
import { SearchForm } from './search-form'
import type { SearchTerm } from './search-term'
import { routeDefaultLocale } from '@/server/route-paths'

type Props = { locale: Locale; term: SearchTerm }

type Texts = Awaited<ReturnType<typeof getTranslations<'SearchResults'>>>

/** The line above the results: what was found for the term, or why nothing is shown. */
function statusOf(term: SearchTerm, outcome: PageOutcome | null, t: Texts, error: string) {
  if (term.kind === 'none') return t('noTerm')
  if (term.kind === 'tooLong') return t('tooLong', { max: SEARCH_TEXT_MAX_LENGTH })
  if (outcome?.kind === 'limited') return t('tooMany')
  if (outcome?.kind === 'results') return t('count', { count: outcome.count, term: term.text })
  return outcome?.kind === 'none' ? t('noResults', { term: term.text }) : error
}

/**
 * The search results without JavaScript (the header's box submits here): the term kept in a
 * field, what the search modal would find for it, and when nothing is found, the way on that
 * the empty modal offers (all gift cards, the store's popular terms and cards).
 */
export async function SearchResultsPage({ locale, term }: Props) {
  const [messages, t, store] = await Promise.all([
    getMessages({ locale }) as Promise<typeof fr>,
    getTranslations({ locale, namespace: 'SearchResults' }),
    getStore(locale),
  ])
  const outcome = term.kind === 'term' ? await findSearchResults(term.text, locale) : null
  const found = outcome?.kind === 'results' ? outcome : null
  const popular = found ? null : await getPopularSearch(store, locale, routeDefaultLocale())
  const labels = searchTexts(locale, searchMessages(messages))
  return (
    <>
      <PageHeader title={t('title')}>
        <SearchForm
          action={localizedPath(locale, '/search')}
          text={term.kind === 'none' ? '' : term.text}
          labels={{ field: labels.label, placeholder: labels.placeholder, submit: t('submit') }}
        />
      </PageHeader>
      <Section>
        <p role="status" className="mb-8 font-semibold break-words">
          {statusOf(term, outcome, t, labels.error)}
        </p>
        {found ? (
          <ResultsView groups={found.groups} labels={labels} />
        ) : (
          <div className="flex flex-col gap-10">
            <p>
              <a href={localizedPath(locale, '/gift-cards')} className={linkClass}>
                {t('allCards')}
              </a>
            </p>
            {popular && <PopularView popular={popular} labels={labels} />}
          </div>
        )}
      </Section>
    </>
  )
}
