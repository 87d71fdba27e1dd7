import { paragraph, richText } from '../rich-text'
import type { SeedDoc, SeedRefs } from './types'

const product = (
  slug: string,
  title: string,
  nl: string,
  image: keyof SeedRefs['media'],
  color: string,
  description: string,
  refs: SeedRefs,
  { showHand = false, multiBrand = false } = {},
): SeedDoc<'products'> => ({
  fr: {
    title,
    slug,
    productType: 'giftcard',
    multiBrand,
    description,
    digital: { available: true, hasFixedPrices: false, minPrice: 1000, maxPrice: 15000 },
    physical: { available: true, hasFixedPrices: true, pricesToShow: [2000, 5000, 10000] },
    image: refs.media[image].id,
    backgroundColor: { color, opacity: 100 },
    showHand,
    showShadow: true,
    layout: [
      {
        blockType: 'titleAndBody',
        title: 'Comment ça marche ?',
        alignment: 'left',
        body: richText(
          paragraph(
            'Choisissez le montant, la version digitale ou physique, et ajoutez un message.',
          ),
          paragraph(
            'La carte digitale arrive par e-mail en moins d’une heure ; la carte physique en 2 à 4 jours ouvrés.',
          ),
        ),
      },
    ],
    meta: { robots: 'index-follow', description },
  },
  nl: { title: nl, slug },
})

/** Gift card products (content only: prices and variations come with the catalogue). */
export const products = (refs: SeedRefs): SeedDoc<'products'>[] => [
  product(
    'carte-cadeau-multi-enseignes',
    'Carte cadeau multi-enseignes',
    'Cadeaukaart meerdere winkels',
    'card-multi-enseignes.svg',
    '#fde7ea',
    'La carte qui laisse le choix parmi plus de 200 enseignes.',
    refs,
    { showHand: true, multiBrand: true },
  ),
  product(
    'cinema-lumiere',
    'Cinéma Lumière',
    'Cinéma Lumière',
    'card-cinema-lumiere.svg',
    '#e8eefc',
    'Des séances de cinéma dans toute la France.',
    refs,
  ),
  product(
    'spa-serenite',
    'Spa Sérénité',
    'Spa Sérénité',
    'card-spa-serenite.svg',
    '#e6f4ef',
    'Massages et soins pour un vrai moment de détente.',
    refs,
  ),
  product(
    'librairie-du-coin',
    'Librairie du Coin',
    'Librairie du Coin',
    'card-librairie-du-coin.svg',
    '#fff4d6',
    'Des livres pour tous les goûts, en librairie indépendante.',
    refs,
  ),
  product(
    'bistrot-gourmand',
    'Bistrot Gourmand',
    'Bistrot Gourmand',
    'card-bistrot-gourmand.svg',
    '#fbe9dd',
    'Une table gourmande à partager.',
    refs,
  ),
  product(
    'aventure-plein-air',
    'Aventure Plein Air',
    'Avontuur Buitenlucht',
    'card-aventure-plein-air.svg',
    '#e4f1e1',
    'Accrobranche, canoë et randonnées guidées.',
    refs,
  ),
]

type CategorySeed = {
  slug: string
  title: string
  nl: [title: string, slug: string]
  description: string
  /** French slugs of seeded products, at most four. */
  topList: string[]
}

const category = (
  { slug, title, nl, description, topList }: CategorySeed,
  refs: SeedRefs,
): SeedDoc<'categories'> => ({
  fr: {
    title,
    slug,
    description,
    icon: refs.media[`category-${slug}.svg` as keyof SeedRefs['media']]?.id,
    topList: topList.map((product) => refs.products[product]!),
    layout: [],
    meta: { robots: 'index-follow', description },
  },
  nl: { title: nl[0], slug: nl[1] },
})

/**
 * Gift card categories, also the taxonomy of blocks queues. Ten of them, in the header's menu
 * order, so that the menu's 'View all categories' has something to show.
 */
const categorySeeds: CategorySeed[] = [
  {
    slug: 'restaurants',
    title: 'Restaurants',
    nl: ['Restaurants', 'restaurants'],
    description: 'Des cartes cadeaux pour les gourmands.',
    topList: ['bistrot-gourmand', 'carte-cadeau-multi-enseignes'],
  },
  {
    slug: 'bien-etre',
    title: 'Bien-être',
    nl: ['Wellness', 'wellness'],
    description: 'Spa, massages et moments de détente.',
    topList: ['spa-serenite', 'carte-cadeau-multi-enseignes'],
  },
  {
    slug: 'loisirs',
    title: 'Loisirs',
    nl: ['Vrije tijd', 'vrije-tijd'],
    description: 'Cinéma, sorties et aventures en plein air.',
    topList: ['cinema-lumiere', 'aventure-plein-air', 'librairie-du-coin', 'spa-serenite'],
  },
  {
    slug: 'anniversaire',
    title: 'Anniversaire',
    nl: ['Verjaardag', 'verjaardag'],
    description: 'Le cadeau qui fait plaisir à tous les âges.',
    topList: ['carte-cadeau-multi-enseignes', 'cinema-lumiere', 'bistrot-gourmand'],
  },
  {
    slug: 'mariage',
    title: 'Mariage',
    nl: ['Huwelijk', 'huwelijk'],
    description: 'Un cadeau pour bien commencer la vie à deux.',
    topList: ['spa-serenite', 'bistrot-gourmand', 'aventure-plein-air'],
  },
  {
    slug: 'naissance',
    title: 'Naissance',
    nl: ['Geboorte', 'geboorte'],
    description: 'Pour accueillir le nouveau venu et chouchouter les parents.',
    topList: ['librairie-du-coin', 'spa-serenite'],
  },
  {
    slug: 'noel',
    title: 'Noël',
    nl: ['Kerst', 'kerst'],
    description: 'Des idées cadeaux pour toute la famille.',
    topList: [
      'carte-cadeau-multi-enseignes',
      'librairie-du-coin',
      'cinema-lumiere',
      'spa-serenite',
    ],
  },
  {
    slug: 'shopping',
    title: 'Shopping',
    nl: ['Shoppen', 'shoppen'],
    description: 'Mode, maison et culture dans plus de 200 enseignes.',
    topList: ['carte-cadeau-multi-enseignes', 'librairie-du-coin'],
  },
  {
    slug: 'voyages',
    title: 'Voyages',
    nl: ['Reizen', 'reizen'],
    description: 'Escapades et week-ends à offrir.',
    topList: ['aventure-plein-air', 'spa-serenite'],
  },
  {
    slug: 'sport',
    title: 'Sport',
    nl: ['Sport', 'sport'],
    description: 'Pour les sportifs et les amateurs de plein air.',
    topList: ['aventure-plein-air', 'cinema-lumiere'],
  },
  // The catalogue seed fills the top lists of these with their own first cards.
  ...(
    [
      ['culture', 'Culture', 'Cultuur', 'cultuur', 'Livres, musées, théâtre et concerts.'],
      ['mode', 'Mode', 'Mode', 'mode', 'Vêtements, chaussures et accessoires.'],
      ['maison', 'Maison', 'Wonen', 'wonen', 'Déco, jardin, cuisine et bricolage.'],
      ['enfants', 'Enfants', 'Kinderen', 'kinderen', 'Jouets, sorties et éveil des petits.'],
      ['beaute', 'Beauté', 'Beauty', 'beauty', 'Parfums, soins et instituts.'],
      ['gastronomie', 'Gastronomie', 'Gastronomie', 'gastronomie', 'Vins, fromages et douceurs.'],
    ] as const
  ).map(([slug, title, nl, nlSlug, description]) => ({
    slug,
    title,
    nl: [nl, nlSlug] as [string, string],
    description,
    topList: [],
  })),
]

export const categories = (refs: SeedRefs): SeedDoc<'categories'>[] =>
  categorySeeds.map((seed) => category(seed, refs))

/** The header's gift cards menu: every seeded category, in this file's order. */
export const giftCardsMenuSlugs = categorySeeds.map((seed) => seed.slug)
