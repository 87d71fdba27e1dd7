import { pathInLocale } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

type Path = { href: string; type: 'relative' | 'absolute' }
type Item = { path: Path; children?: { path: Path }[] | null }
type Menu = { menuItems?: Item[] | null } | null | undefined

const inLocale = <P extends Path>(path: P, locale: Locale): P =>
  path.type === 'relative' ? { ...path, href: pathInLocale(path.href, locale) } : path

const menuIn = <M extends Menu>(menu: M, locale: Locale): M =>
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
 * as the French pages have them, and a Dutch page links to its Dutch pages.
 */
export const withPathsIn = (store: Store, locale: Locale): Store => ({
  ...store,
  footerMenu: menuIn(store.footerMenu, locale),
  businessMenu: menuIn(store.businessMenu, locale),
  choiceGiftCardLink: store.choiceGiftCardLink?.path
    ? { ...store.choiceGiftCardLink, path: inLocale(store.choiceGiftCardLink.path, locale) }
    : store.choiceGiftCardLink,
})
