import type { Store } from '@/payload-types'

import { StoreLink } from './store-link'

import styles from './footer.module.css'

type MenuItem = NonNullable<NonNullable<Store['footerMenu']>['menuItems']>[number]

/**
 * The store's footer menu: each top item heads a column of its children. Rendered once (every
 * page carries it twice, in its HTML and its RSC payload, issue 39): phones get a native
 * disclosure per column (no JS); from 640 px footer.module.css stands the columns open side by side.
 */
export function FooterMenu({ items, label }: { items: MenuItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={label}>
      <div className={styles.columns}>
        {/* Positions as keys: the payload spelt out each item's 24-character id (issue 39). */}
        {items.map((item, column) => (
          // Styled from .columns (footer.module.css): no class on each part (issue 39).
          <details key={column}>
            {/* Its chevron is the summary's ::after. */}
            <summary>
              <h2>{item.title}</h2>
            </summary>
            <ul>
              {(item.children ?? []).map((link, row) => (
                <li key={row}>
                  <StoreLink path={link.path}>{link.title}</StoreLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </nav>
  )
}
