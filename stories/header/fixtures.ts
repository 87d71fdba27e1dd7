import { createTranslator, type Messages } from 'next-intl'

import type { MenuCategory } from '@/components/header/gift-cards-menu/menu-data'
import type { HeaderViewProps } from '@/components/header/header-view'
import { headerTexts, type HeaderTranslate } from '@/components/header/texts'
import type { Locale } from '@/i18n/routing'
import fr from '@/i18n/messages/fr'
import type { Store } from '@/payload-types'

import { mediaFixture } from '../../tests/fixtures/media'
import { storeFixture } from '../../tests/fixtures/store'

/**
 * Store 52 with its logo and trust mark, as the header reads it. Its language switcher is off:
 * the switcher is an async server component (next-intl's server API), which a browser-only
 * Storybook cannot render; the store-switcher stories show its modal.
 */
export const headerStore: Store = {
  ...storeFixture,
  toggles: { ...storeFixture.toggles, languageSwitcher: false },
  mainLogo: mediaFixture('logo.svg', 'Carte Cadeau', 190, 40),
  trustMarks: [
    { title: 'Paiement sécurisé', image: mediaFixture('trust-secure-payment.svg', '', 96, 40) },
  ],
}

export const withToggles = (toggles: NonNullable<Store['toggles']>): Store => ({
  ...headerStore,
  toggles: { ...headerStore.toggles, ...toggles },
})

const card = (id: number, slug: string, title: string, color: string) => ({
  id,
  title,
  href: `/cartes-cadeaux/${slug}/`,
  image: mediaFixture(`card-${slug}.svg`, '', 856, 540),
  backgroundColor: { color, opacity: 100 },
  showShadow: true,
})

const cards = {
  multi: card(1, 'multi-enseignes', 'Carte cadeau multi-enseignes', '#fde7ea'),
  cinema: card(2, 'cinema-lumiere', 'Cinéma Lumière', '#e8eefc'),
  spa: card(3, 'spa-serenite', 'Spa Sérénité', '#e6f4ef'),
  books: card(4, 'librairie-du-coin', 'Librairie du Coin', '#fff4d6'),
  bistrot: card(5, 'bistrot-gourmand', 'Bistrot Gourmand', '#fbe9dd'),
  outdoor: card(6, 'aventure-plein-air', 'Aventure Plein Air', '#e4f1e1'),
}

const category = (id: number, slug: string, title: string, topList: MenuCategory['topList']) => ({
  id,
  title,
  href: `/categorie/${slug}/`,
  icon: mediaFixture(`category-${slug}.svg`, '', 48, 48),
  topList,
})

/** The seeded menu: ten categories, so 'View all categories' has four more to show. */
export const menuCategories: MenuCategory[] = [
  category(1, 'restaurants', 'Restaurants', [cards.bistrot, cards.multi]),
  category(2, 'bien-etre', 'Bien-être', [cards.spa, cards.multi]),
  category(3, 'loisirs', 'Loisirs', [cards.cinema, cards.outdoor, cards.books, cards.spa]),
  category(4, 'anniversaire', 'Anniversaire', [cards.multi, cards.cinema, cards.bistrot]),
  category(5, 'mariage', 'Mariage', [cards.spa, cards.bistrot, cards.outdoor]),
  category(6, 'naissance', 'Naissance', [cards.books, cards.spa]),
  category(7, 'noel', 'Noël', [cards.multi, cards.books, cards.cinema, cards.spa]),
  category(8, 'shopping', 'Shopping', [cards.multi, cards.books]),
  category(9, 'voyages', 'Voyages', [cards.outdoor, cards.spa]),
  category(10, 'sport', 'Sport', [cards.outdoor, cards.cinema]),
]

/** The header's texts as the server reads them, from the same messages. */
export const labelsIn = (locale: Locale, messages: Messages, cartCount = 0) =>
  headerTexts(createTranslator({ locale, messages }) as HeaderTranslate, {
    cartCount,
    firstName: 'Camille',
  })

export const headerArgs: HeaderViewProps = {
  store: headerStore,
  locale: 'fr',
  labels: labelsIn('fr', fr),
  variant: 'v3',
  categories: menuCategories,
  user: null,
  cartCount: 0,
}

/** A log out that takes a second, to show the disabled item meanwhile. */
export const slowLogOut = () => new Promise<void>((resolve) => setTimeout(resolve, 1000))
