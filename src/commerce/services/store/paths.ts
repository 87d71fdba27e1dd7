import { pathInLocale } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { siteLocalesOf } from '@/i18n/storefront'
import type { Store } from '@/payload-types'

type Path = { href: string; type: 'relative' | 'absolute' }
type Item = { path: Path; children?: { path: Path }[] | null }
type Menu = { menuItems?: Item[] | null } | null | undefined

type Languages = { locale: Locale; defaultLocale: Locale }

const inLocale = <P extends Path>(path: P, { locale, defaultLocale }: Languages): P =>
  path.type === 'relative'
    ? { ...path, href: pathInLocale(path.href, locale, defaultLocale) }
    : path

const menuIn = <M extends Menu>(menu: M, locale: Languages): M =>
  menu?.menuItems
    ? {
        ...menu,
        menuItems: menu.menuItems.map((item) => ({
          ...item,
          path: inLocale(item.path, locale),
          children: item.children?.map((child) => ({
            ...child,
            path: inLocale(child.path, locale),
          })),
        })),
      }
    : menu

/**
 * The store's menus with their paths in the page's language: editors enter a menu's paths once,
 * as the pages of the store's default language have them (French on the French store), and a
 * page in another language links to its own pages.
 */
export function withPathsIn(store: Store, pageLocale: Locale): Store {
  const locale = { locale: pageLocale, defaultLocale: siteLocalesOf(store).defaultLocale }
  return withPaths(store, locale)
}

const withPaths = (store: Store, locale: Languages): Store => ({
  ...store,
  footerMenu: menuIn(store.footerMenu, locale),
  businessMenu: menuIn(store.businessMenu, locale),
  choiceGiftCardLink: store.choiceGiftCardLink?.path
    ? { ...store.choiceGiftCardLink, path: inLocale(store.choiceGiftCardLink.path, locale) }
    : store.choiceGiftCardLink,
})
