import styles from './pagination.module.css'

type Props = {
  page: number
  totalPages: number
  /** The path of a page: page 1 is the list's own path. */
  pathOf: (page: number) => string
  labels: { navigation: string; previous: string; next: string; page: (page: number) => string }
}

/**
 * Numbered pages with previous and next, all plain links (they work without JavaScript), as every
 * link of the shop's pages: next/link brought its 8.2 KB gz chunk to every page that can hold a
 * product list (every content page), and prefetched each page it shows.
 */
export function Pagination({ page, totalPages, pathOf, labels }: Props) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === totalPages || Math.abs(n - page) <= 2,
  )
  return (
    <nav aria-label={labels.navigation} className={styles.pages}>
      {/* Its list and items take their look from the navigation's class (pagination.module.css). */}
      <ul>
        {page > 1 && (
          <li>
            <a href={pathOf(page - 1)} rel="prev" className={styles.page}>
              {labels.previous}
            </a>
          </li>
        )}
        {pages.map((n, index) => (
          <li key={n}>
            {index > 0 && pages[index - 1] !== n - 1 && <span aria-hidden="true">…</span>}
            <a
              href={pathOf(n)}
              aria-label={labels.page(n)}
              {...(n === page && { 'aria-current': 'page' as const })}
              className={styles.page}
            >
              {n}
            </a>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a href={pathOf(page + 1)} rel="next" className={styles.page}>
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
