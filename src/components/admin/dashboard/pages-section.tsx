import Link from 'next/link'
import type { Payload } from 'payload'

import { previewUrl } from '@/collections/shared/preview'

import { matches, type PageFilter } from './page-filter'
import { byTypeThenLatest } from './page-kinds'
import { PageFilters } from './page-filters'
import type { StorePage } from './pages.server'
import { More, Section, StoreCell, storeHeading, Table } from './section'
import type { StoreCodes } from './stores.server'
import type { Words } from './texts'

/** Rows the table shows at most; the filters narrow the rest. */
const SHOWN = 50

const STATE_PILL = { published: 'success', changed: 'warning', draft: 'light-gray' } as const

/**
 * The store's pages in a table, by type: title, type, state (and scheduled), who changed them
 * last and when, links to edit and to preview; narrowed by the filter links above it. Each row
 * names its store when the pages are of several (`stores`).
 */
export async function PagesSection({
  payload,
  pages,
  filter,
  locale,
  stores,
  words,
}: {
  payload: Payload
  pages: StorePage[]
  filter: PageFilter
  locale: string | undefined
  stores: StoreCodes | null
  words: Words
}) {
  const { t } = words
  const admin = payload.config.routes.admin
  const ordered = pages.toSorted(byTypeThenLatest)
  const matching = ordered.filter((page) => matches(page, filter))
  const shown = matching.slice(0, SHOWN)
  const previews = await Promise.all(
    shown.map((page) => previewUrl(payload, page.collection, page, locale)),
  )
  return (
    <Section id="staff-dashboard-pages" heading={t((texts) => texts.pages.heading)}>
      <PageFilters pages={ordered} filter={filter} base={`${admin}/`} words={words} />
      <Table
        empty={t((texts) => texts.pages.empty)}
        headings={[
          ...storeHeading(stores, words),
          t((texts) => texts.pages.title),
          t((texts) => texts.pages.type),
          t((texts) => texts.pages.state),
          t((texts) => texts.pages.editor),
          t((texts) => texts.pages.updated),
          t((texts) => texts.pages.links),
        ]}
      >
        {shown.map((page, index) => {
          const edit = `${admin}/collections/${page.collection}/${page.id}`
          return (
            <tr key={`${page.collection}-${page.id}`}>
              <StoreCell stores={stores} code={(codes) => codes.ofRow(page.store)} words={words} />
              <td>
                <Link href={edit}>{page.title || t((texts) => texts.untitled)}</Link>
              </td>
              <td>{t((texts) => texts.types[page.type])}</td>
              <td className="staff-dashboard__states">
                <span className={`pill pill--style-${STATE_PILL[page.state]}`}>
                  {t((texts) => texts.states[page.state])}
                </span>
                {page.scheduled.length > 0 && (
                  <span className="pill pill--style-light">
                    {t((texts) => texts.states.scheduled)}
                  </span>
                )}
              </td>
              <td>{page.lastEditor ?? t((texts) => texts.nobody)}</td>
              <td>{words.date(page.updatedAt)}</td>
              <td className="staff-dashboard__links">
                <Link href={edit}>{t((texts) => texts.pages.edit)}</Link>
                <a href={previews[index]} target="_blank" rel="noreferrer">
                  {t((texts) => texts.pages.preview)}
                </a>
              </td>
            </tr>
          )
        })}
      </Table>
      <More shown={shown.length} total={matching.length} words={words} />
    </Section>
  )
}
