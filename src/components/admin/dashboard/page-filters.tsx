import Link from 'next/link'

import {
  countBy,
  FILTER_STATES,
  type Filterable,
  filterHref,
  inState,
  type PageFilter,
} from './page-filter'
import type { Words } from './texts'

type Choice = { key: string; label: string; count: number; href: string; active: boolean }

function Choices({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <div className="staff-dashboard__filter" role="group" aria-label={label}>
      <span className="staff-dashboard__filter-label">{label}</span>
      {choices.map((choice) => (
        <Link
          key={choice.key}
          href={choice.href}
          aria-current={choice.active ? 'true' : undefined}
          className={`pill pill--has-action pill--style-${choice.active ? 'dark' : 'light'}`}
        >
          {choice.label} ({choice.count})
        </Link>
      ))}
    </div>
  )
}

/**
 * Links narrowing the pages table by type and by state, each with how many pages it leaves
 * (types counted within the chosen state, states within the chosen type).
 */
export function PageFilters({
  pages,
  filter,
  base,
  words,
}: {
  pages: Filterable[]
  filter: PageFilter
  base: string
  words: Words
}) {
  const { t } = words
  const ofState = pages.filter((page) => inState(page, filter.state))
  const ofType = pages.filter((page) => filter.type === null || page.type === filter.type)
  const all = t((texts) => texts.pages.all)
  const types = countBy(ofState, (page) => [page.type])
  const states = countBy(ofType, (page) => [
    page.state,
    ...(page.scheduled.length ? ['scheduled'] : []),
  ])
  const typeChoices: Choice[] = [
    {
      key: '',
      label: all,
      count: ofState.length,
      href: filterHref(base, filter, { type: null }),
      active: filter.type === null,
    },
    ...[...types].map(([type, count]) => ({
      key: type,
      label: t((texts) => texts.types[type as keyof typeof texts.types]),
      count,
      href: filterHref(base, filter, { type }),
      active: filter.type === type,
    })),
  ]
  const stateChoices: Choice[] = [
    {
      key: '',
      label: all,
      count: ofType.length,
      href: filterHref(base, filter, { state: null }),
      active: filter.state === null,
    },
    ...FILTER_STATES.map((state) => ({
      key: state,
      label: t((texts) => texts.states[state]),
      count: states.get(state) ?? 0,
      href: filterHref(base, filter, { state }),
      active: filter.state === state,
    })),
  ]
  return (
    <div className="staff-dashboard__filters">
      <Choices label={t((texts) => texts.pages.filterType)} choices={typeChoices} />
      <Choices label={t((texts) => texts.pages.filterState)} choices={stateChoices} />
    </div>
  )
}
