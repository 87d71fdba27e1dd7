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
  showHand = false,
): SeedDoc<'products'> => ({
  fr: {
    title,
    slug,
    productType: 'giftcard',
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
    true,
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

const category = (
  slug: string,
  title: string,
  nl: string,
  nlSlug: string,
  description: string,
): SeedDoc<'categories'> => ({
  fr: { title, slug, description, layout: [], meta: { robots: 'index-follow', description } },
  nl: { title: nl, slug: nlSlug },
})

/** Gift card categories, also the taxonomy of blocks queues. */
export const categories = (): SeedDoc<'categories'>[] => [
  category(
    'restaurants',
    'Restaurants',
    'Restaurants',
    'restaurants',
    'Des cartes cadeaux pour les gourmands.',
  ),
  category(
    'bien-etre',
    'Bien-être',
    'Wellness',
    'wellness',
    'Spa, massages et moments de détente.',
  ),
  category(
    'loisirs',
    'Loisirs',
    'Vrije tijd',
    'vrije-tijd',
    'Cinéma, sorties et aventures en plein air.',
  ),
]

/** Gift card brands. */
export const brands = (refs: SeedRefs): SeedDoc<'brands'>[] => [
  {
    fr: {
      title: 'Maison Lumière',
      slug: 'maison-lumiere',
      description: 'Le groupe derrière les cinémas Lumière, partenaire depuis 2012.',
      logo: refs.media['card-cinema-lumiere.svg'].id,
      layout: [
        {
          blockType: 'productReference',
          title: 'Les cartes de la marque',
          products: [refs.products['cinema-lumiere']!],
          link: { label: null, href: null },
        },
      ],
      meta: { robots: 'index-follow' },
    },
    nl: { title: 'Maison Lumière', slug: 'maison-lumiere' },
  },
]
