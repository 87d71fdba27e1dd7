import { MobileMenu } from '../mobile-menu/mobile-menu'
import { AccountEntry } from './account/account-entry'
import { CartLink } from './cart-link'
import { GiftCardsMenu } from './gift-cards-menu/gift-cards-menu'
import type { HeaderViewProps } from './header-props'
import { LanguageSwitcher } from './language-switcher'
import { LogoLink } from './logo-link'
import { SearchBox } from './search-box'
import { navLinkClass, navListClass, ShopLinks } from './shop-links'
import { TopBar } from './top-bar'

import styles from './header.module.css'

/**
 * The shop's header, default or v3 (spec §2). Default: one 80 px row. v3: a 30 px top bar, the
 * 80 px row and, from 1024 px, a navigation row. Under 1024 px the menus move into the mobile
 * menu and the search box takes its own line.
 */
export function ShopHeader(props: HeaderViewProps) {
  const { store, locale, labels, variant, categories, user, cartCount, onLogOut, search } = props
  const { loadGiftCardsMenu } = props
  const v3 = variant === 'v3'
  /** What the account and cart entries share. */
  const entry = { store, locale, showText: Boolean(store.toggles?.navigationIconText) }
  const navigation = (
    <nav aria-label={labels.mainNavigation} className="hidden lg:block">
      {/* The one-row default header is short of room: smaller links. */}
      <ul className={`${navListClass} flex items-center${v3 ? '' : ' text-sm'}`}>
        <li>
          <GiftCardsMenu
            categories={categories}
            locale={locale}
            labels={labels.giftCardsMenu}
            buttonClassName={navLinkClass}
            loadPanel={loadGiftCardsMenu}
          />
        </li>
        <ShopLinks store={store} locale={locale} labels={labels} compact={!v3} />
      </ul>
    </nav>
  )
  return (
    <header className={styles.header} data-header-variant={variant}>
      {v3 && <TopBar label={labels.sellingPoints} texts={labels.sellingPointTexts} />}
      <div className={styles.row}>
        <div className={styles.start}>
          {/* Under 1024 px only (header.module.css). */}
          <div>
            <MobileMenu
              store={store}
              locale={locale}
              categories={categories}
              labels={labels}
              loadCategories={loadGiftCardsMenu}
            />
          </div>
          <LogoLink store={store} locale={locale} />
        </div>
        {!v3 && navigation}
        {/* In one row, from 1024 px, the search box is a button-sized field that widens on focus. */}
        <div className={`${styles.search} ${v3 ? styles.searchWide : styles.searchCompact}`}>
          <SearchBox locale={locale} labels={labels.search} search={search} />
        </div>
        <div className={styles.end}>
          <LanguageSwitcher
            store={store}
            locale={locale}
            placement="header"
            className={styles.language}
          />
          <AccountEntry {...entry} user={user} labels={labels.account} onLogOut={onLogOut} />
          <CartLink {...entry} count={cartCount} labels={labels} />
        </div>
      </div>
      {v3 && (
        <div className={styles.navRow}>
          <div>{navigation}</div>
        </div>
      )}
    </header>
  )
}
