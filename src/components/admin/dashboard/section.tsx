import type { ReactNode } from 'react'

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
