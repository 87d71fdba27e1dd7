import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { StoreLink } from '../footer/store-link'
import { Disclosure } from './disclosure.client'
import styles from './nav-link.module.css'
import type { HeaderTexts } from './texts'

type Props = { store: Store; locale: Locale; labels: HeaderTexts }

export const navLinkClass = `${styles.navLink}`

/** The navigation's list: the links directly in its items take the look of navLinkClass. */
export const navListClass = styles.navList

/** The business page: a link for one business menu item, a small menu for several. */
function BusinessLink({ store, locale, labels }: Props) {
  const items = store.businessMenu?.menuItems ?? []
  if (items.length > 1) {
    return (
      <Disclosure
        label={labels.business}
        className="relative"
        buttonClassName={navLinkClass}
        panelClassName="absolute top-full left-0 z-40 min-w-64 rounded-lg border border-ink/10 bg-surface p-2 shadow-lg"
      >
        <ul>
          {items.map((item) => (
            <li key={item.id ?? item.path.href}>
              <StoreLink path={item.path} className="block rounded-md px-3 py-2 hover:bg-muted">
                {item.title}
              </StoreLink>
            </li>
          ))}
        </ul>
      </Disclosure>
    )
  }
  const path = items[0]?.path ?? {
    href: localizedPath(locale, { pathname: '/business/[[...product]]', params: {} }),
    type: 'relative' as const,
  }
  return <StoreLink path={path}>{labels.business}</StoreLink>
}

/**
 * The shop header's links after the gift cards menu (spec §2): balance check, the choice gift
 * card, business, customer support. List items, for the navigation's list (navListClass styles
 * their links). `compact` (the one-row default header) leaves the choice gift card out under
 * 1280 px.
 */
export function ShopLinks({
  store,
  locale,
  labels,
  compact = false,
}: Props & { compact?: boolean }) {
  const choice = store.choiceGiftCardLink
  return (
    <>
      <li>
        <a href={localizedPath(locale, '/redeem')}>{labels.balanceCheck}</a>
      </li>
      {choice?.title && choice.path?.href && (
        // A one-row header has no room for the promotion between 1024 and 1279 px.
        // No class unless hidden: the RSC payload spells out an unset one too.
        <li {...(compact && { className: 'hidden xl:block' })}>
          <StoreLink path={choice.path}>{choice.title}</StoreLink>
        </li>
      )}
      <li>
        <BusinessLink store={store} locale={locale} labels={labels} />
      </li>
      <li>
        <a href={localizedPath(locale, '/contact')}>{labels.customerSupport}</a>
      </li>
    </>
  )
}
