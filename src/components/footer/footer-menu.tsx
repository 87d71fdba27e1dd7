import type { Store } from '@/payload-types'

import { StoreLink } from './store-link'
import { ChevronDownIcon } from '@/components/ui/icons'

import styles from './footer.module.css'

type MenuItem = NonNullable<NonNullable<Store['footerMenu']>['menuItems']>[number]
type Links = MenuItem['children']

function ColumnLinks({ links }: { links: Links }) {
  return (
    <ul className="flex flex-col gap-1">
      {(links ?? []).map((link) => (
        <li key={link.id ?? link.path.href}>
          <StoreLink path={link.path} className={styles.link}>
            {link.title}
          </StoreLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The store's footer menu: each top item heads a column of its children. Phones get one native
 * disclosure per column (no JS); from 640 px the columns stand open side by side.
 */
export function FooterMenu({ items, label }: { items: MenuItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={label}>
      <div className="divide-y divide-ink/15 border-y border-ink/15 sm:hidden">
        {items.map((item) => (
          <details key={item.id ?? item.title} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {item.title}
              <ChevronDownIcon
                className="size-5 transition-transform group-open:rotate-180"
                strokeWidth={2}
              />
            </summary>
            <div className="pb-4">
              <ColumnLinks links={item.children} />
            </div>
          </details>
        ))}
      </div>
      <div className="hidden gap-8 sm:grid sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.id ?? item.title}>
            <h2 className="mb-2 font-semibold">{item.title}</h2>
            <ColumnLinks links={item.children} />
          </div>
        ))}
      </div>
    </nav>
  )
}
