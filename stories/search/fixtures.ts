import type { SearchQuery } from '@/commerce/client/generated/graphql'
import type { PopularSearch } from '@/components/search-modal/popular'
import { searchMessages } from '@/components/search-modal/messages'
import type { SearchModalProps } from '@/components/search-modal/props'
import fr from '@/i18n/messages/fr'

/** Seed assets as Storybook serves them (see .storybook/main.ts). */
const image = (file: string, alt = '') => ({
  url: `/media/${file}`,
  alt,
  mimeType: 'image/svg+xml',
})

const product = (id: number, slug: string, title: string, color: string, showHand = false) => ({
  id,
  title,
  href: `/cartes-cadeaux/${slug}/`,
  image: image(`card-${slug}.svg`),
  backgroundColor: { color, opacity: 100 },
  showShadow: true,
  showHand,
})

/** The seeded popular data of store 52. */
export const popular: PopularSearch = {
  terms: [
    ['Restaurant', '/categorie/restaurants/'],
    ['Cinéma', '/cartes-cadeaux/cinema-lumiere/'],
    ['Spa', '/categorie/bien-etre/'],
    ['Multi-enseignes', '/cartes-cadeaux/carte-cadeau-multi-enseignes/'],
    ['Anniversaire', '/offrir-un-moment/anniversaire/'],
    ['Noël', '/categorie/noel/'],
  ].map(([title, href]) => ({ id: href!, title: title!, href: href! })),
  products: [
    product(1, 'multi-enseignes', 'Carte cadeau multi-enseignes', '#fde7ea', true),
    product(2, 'cinema-lumiere', 'Cinéma Lumière', '#e8eefc'),
    product(3, 'spa-serenite', 'Spa Sérénité', '#e6f4ef'),
    product(4, 'bistrot-gourmand', 'Bistrot Gourmand', '#fbe9dd'),
  ],
  highlights: [
    {
      id: 'moments',
      title: 'Offrez un moment',
      description: 'Anniversaire, mariage, Noël : trouvez la carte cadeau qui tombe à pic.',
      href: '/offrir-un-moment/',
      cardImage: image('card-multi-enseignes.svg'),
      backgroundImage: image('body-image-title-subtitle-link-celebration.svg'),
      showHand: true,
    },
  ],
}

export const searchModalArgs: SearchModalProps = {
  locale: 'fr',
  storeID: 52,
  countryCode: 'FR',
  tracking: false,
  load: async () => null,
  data: { messages: searchMessages(fr), popular },
}

type Answer = SearchQuery['search_v1']
type Item = NonNullable<Answer['body']>['groups'][number]['items'][number]

const colour = (color: string) => ({ color, opacity: 100 })
const card = (slug: string, title: string, color: string): Item => ({
  __typename: 'SearchProductItem',
  id: slug,
  path: `/cartes-cadeaux/${slug}/`,
  title,
  description: null,
  productType: 'giftcard',
  showShadow: true,
  backgroundColor: colour(color),
  image: image(`card-${slug}.svg`),
})

const cards = [
  card('cinema-lumiere', 'Cinéma Lumière', '#e8eefc'),
  card('librairie-du-coin', 'Librairie du Coin', '#fff4d6'),
  card('spa-serenite', 'Spa Sérénité', '#e6f4ef'),
  card('bistrot-gourmand', 'Bistrot Gourmand', '#fbe9dd'),
  card('multi-enseignes', 'Carte cadeau multi-enseignes', '#fde7ea'),
]
const moments: Item[] = [
  {
    __typename: 'SearchGivingMomentItem',
    id: 'anniversaire',
    path: '/offrir-un-moment/anniversaire/',
    heroTitle: 'Un anniversaire à fêter ?',
    description: null,
    backgroundColor: colour('#fff4d6'),
    image: image('body-image-title-subtitle-link-celebration.svg'),
  },
]

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** search_v1 over the fixtures: items whose title holds the text, accents aside. */
export function searchAnswer(text: string): Answer {
  const wanted = folded(text.trim())
  const title = (item: Item) =>
    item.__typename === 'SearchProductItem' ? item.title : item.heroTitle
  const groups = [
    {
      groupType: 'products' as const,
      items: cards.filter((i) => folded(title(i)).includes(wanted)),
    },
    {
      groupType: 'givingMoments' as const,
      items: moments.filter((i) => folded(title(i)).includes(wanted)),
    },
  ].filter((group) => group.items.length > 0)
  return { body: { count: groups.flatMap((g) => g.items).length, groups }, errors: [] }
}
