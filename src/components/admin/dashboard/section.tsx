import type { ReactNode } from 'react'

import type { StoreCodes } from './stores.server'
import type { Words } from './texts'

/** A dashboard section: its heading names it (a region for assistive technologies and tests). */
export function Section({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: ReactNode
}) {
  return (
    <section className="staff-dashboard__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="staff-dashboard__heading">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** A table as Payload's list view draws one (its `table` class), or `empty` if there are no rows. */
export function Table({
  headings,
  empty,
  children,
}: {
  headings: string[]
  empty: string
  children: ReactNode[]
}) {
  if (children.length === 0) return <p className="staff-dashboard__empty">{empty}</p>
  return (
    <div className="table">
      <table cellPadding={0} cellSpacing={0}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** Shown under a list cut at its limit: how many of how many. */
export function More({ shown, total, words }: { shown: number; total: number; words: Words }) {
  if (shown >= total) return null
  const text = words.t((texts) => texts.more, { shown: String(shown), total: String(total) })
  return <p className="staff-dashboard__more">{text}</p>
}

/** The store column's heading, first: only when the tables list several stores' rows (`stores`). */
export const storeHeading = (stores: StoreCodes | null, words: Words): string[] =>
  stores ? [words.t((texts) => texts.store)] : []

/** A row's store code (CBFR, CBBE…) under that heading; nothing when there is no such column. */
export function StoreCell({
  stores,
  code,
  words,
}: {
  stores: StoreCodes | null
  code: (stores: StoreCodes) => string | null
  words: Words
}) {
  if (!stores) return null
  return <td>{code(stores) ?? words.t((texts) => texts.nobody)}</td>
}
