import Link from 'next/link'

import type { StorePage } from './pages.server'
import { upcomingPublishes } from './scheduled.server'
import { Section, Table } from './section'
import type { Words } from './texts'

/** Publishes listed at most: the soonest. */
const SHOWN = 20

/** The publishes and unpublishes scheduled on the store's pages, soonest first. */
export function ScheduledSection({
  pages,
  admin,
  words,
}: {
  pages: StorePage[]
  admin: string
  words: Words
}) {
  const { t } = words
  return (
    <Section id="staff-dashboard-scheduled" heading={t((texts) => texts.scheduled.heading)}>
      <Table
        empty={t((texts) => texts.scheduled.empty)}
        headings={[
          t((texts) => texts.scheduled.when),
          t((texts) => texts.scheduled.action),
          t((texts) => texts.scheduled.page),
          t((texts) => texts.scheduled.locale),
        ]}
      >
        {upcomingPublishes(pages, SHOWN).map(({ page, publish }) => (
          <tr key={`${page.collection}-${page.id}-${publish.type}-${publish.at}`}>
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
