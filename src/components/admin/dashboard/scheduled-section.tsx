import Link from 'next/link'

import type { StorePage } from './pages.server'
import { upcomingPublishes } from './scheduled.server'
import { Section, StoreCell, storeHeading, Table } from './section'
import type { StoreCodes } from './stores.server'
import type { Words } from './texts'

/** Publishes listed at most: the soonest. */
const SHOWN = 20

/**
 * The publishes and unpublishes scheduled on the store's pages, soonest first; each names its
 * page's store when the pages are of several (`stores`).
 */
export function ScheduledSection({
  pages,
  admin,
  stores,
  words,
}: {
  pages: StorePage[]
  admin: string
  stores: StoreCodes | null
  words: Words
}) {
  const { t } = words
  return (
    <Section id="staff-dashboard-scheduled" heading={t((texts) => texts.scheduled.heading)}>
      <Table
        empty={t((texts) => texts.scheduled.empty)}
        headings={[
          ...storeHeading(stores, words),
          t((texts) => texts.scheduled.when),
          t((texts) => texts.scheduled.action),
          t((texts) => texts.scheduled.page),
          t((texts) => texts.scheduled.locale),
        ]}
      >
        {upcomingPublishes(pages, SHOWN).map(({ page, publish }) => (
          <tr key={`${page.collection}-${page.id}-${publish.type}-${publish.at}`}>
            <StoreCell stores={stores} code={(codes) => codes.ofRow(page.store)} words={words} />
            <td>{words.date(publish.at)}</td>
            <td>{t((texts) => texts.scheduled[publish.type])}</td>
            <td>
              <Link href={`${admin}/collections/${page.collection}/${page.id}`}>
                {page.title || t((texts) => texts.untitled)}
              </Link>
            </td>
            <td>{publish.locale ?? t((texts) => texts.scheduled.allLocales)}</td>
          </tr>
        ))}
      </Table>
    </Section>
  )
}
