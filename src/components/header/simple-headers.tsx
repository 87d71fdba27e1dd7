import { localizedPath } from '@/server/route-paths'

import { StoreLink } from '../footer/store-link'
import { MediaImage } from '../media-image'
import { AccountEntry } from './account/account-entry'
import { CartLink } from './cart-link'
import type { HeaderViewProps } from './header-props'
import { SupportIcon } from '@/components/ui/icons'
import { LanguageSwitcher } from './language-switcher'
import { LogoLink } from './logo-link'
import { navLinkClass } from './shop-links'

import styles from './header.module.css'

const headerClass = styles.header
const rowClass = 'mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6'

/** Business page v2: logo, the business menu, customer support, the private shop, account. */
export function BusinessHeader({ store, locale, labels, user, onLogOut }: HeaderViewProps) {
  const items = store.businessMenu?.menuItems ?? []
  return (
    <header className={headerClass} data-header-variant="business">
      <div className={`${rowClass} flex-wrap gap-x-2 lg:flex-nowrap`}>
        <div className="flex h-20 items-center">
          <LogoLink store={store} locale={locale} />
        </div>
        <nav
          aria-label={labels.businessNavigation}
          className="order-last -mx-3 w-full overflow-x-auto pb-2 lg:order-none lg:mx-0 lg:w-auto lg:pb-0"
        >
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item.id ?? item.path.href}>
                <StoreLink path={item.path} className={navLinkClass}>
                  {item.title}
                </StoreLink>
              </li>
            ))}
            <li>
              <a href={localizedPath(locale, '/contact')} className={navLinkClass}>
                {labels.customerSupport}
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <a href={localizedPath(locale, '/')} className={`${navLinkClass} text-brand`}>
            {labels.privateShop}
          </a>
          <AccountEntry
            store={store}
            user={user}
            locale={locale}
            labels={labels.account}
            showText={Boolean(store.toggles?.navigationIconText)}
            onLogOut={onLogOut}
          />
        </div>
      </div>
    </header>
  )
}

/** Redeem pages: the logo, customer support (an icon on phones) and the language switcher. */
export function RedeemHeader({ store, locale, labels }: HeaderViewProps) {
  return (
    <header className={headerClass} data-header-variant="redeem">
      <div className={`${rowClass} h-20`}>
        <LogoLink store={store} locale={locale} redeem />
        <div className="ml-auto flex items-center gap-4">
          <a
            href={localizedPath(locale, '/contact')}
            aria-label={labels.customerSupport}
            className={navLinkClass}
          >
            <SupportIcon />
            <span aria-hidden="true" className="hidden sm:inline">
              {labels.customerSupport}
            </span>
          </a>
          <LanguageSwitcher
            store={store}
            locale={locale}
            placement="header"
            className="text-sm font-medium"
          />
        </div>
      </div>
    </header>
  )
}

/** Checkout: no menus and no search; the logo, the store's trust marks and the cart. */
export function CheckoutHeader({ store, locale, labels, cartCount }: HeaderViewProps) {
  const marks = store.trustMarks ?? []
  return (
    <header className={headerClass} data-header-variant="checkout">
      <div className={`${rowClass} h-20`}>
        <LogoLink store={store} locale={locale} />
        {marks.length > 0 && (
          <ul aria-label={labels.trustMarks} className="ml-auto flex items-center gap-3">
            {marks.map((mark) => {
              const image = (
                <MediaImage
                  media={mark.image}
                  alt={mark.title ?? undefined}
                  width={96}
                  height={40}
                />
              )
              return (
                <li key={mark.id ?? mark.title}>
                  {mark.url ? (
                    <a href={mark.url} target="_blank" rel="noopener noreferrer">
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <div className={marks.length > 0 ? '' : 'ml-auto'}>
          <CartLink store={store} locale={locale} count={cartCount} labels={labels} />
        </div>
      </div>
    </header>
  )
}
