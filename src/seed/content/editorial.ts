import { bulletList, heading, paragraph, richText } from '../rich-text'
import type { SeedDoc, SeedRefs } from './types'

const moment = (
  slug: string,
  nlSlug: string,
  title: string,
  nl: string,
  heroTitle: string,
  description: string,
  image: keyof SeedRefs['media'],
  color: string,
  refs: SeedRefs,
  products: string[],
): SeedDoc<'giving-moments'> => ({
  fr: {
    title,
    slug,
    heroTitle,
    description,
    image: refs.media[image].id,
    backgroundColor: { color, opacity: 100 },
    layout: [
      {
        blockType: 'productReference',
        title: 'Nos idées de cartes cadeaux',
        products: products.map((p) => refs.products[p]!),
        link: { label: 'Voir toutes les cartes cadeaux', href: '/cartes-cadeaux/' },
      },
    ],
    meta: { robots: 'index-follow', description },
  },
  nl: { title: nl, slug: nlSlug },
})

/** Giving moments. */
export const givingMoments = (refs: SeedRefs): SeedDoc<'giving-moments'>[] => [
  moment(
    'anniversaire',
    'verjaardag',
    'Anniversaire',
    'Verjaardag',
    'Un anniversaire à fêter ?',
    'Faites plaisir à coup sûr : la personne fêtée choisit elle-même son cadeau.',
    'body-image-title-subtitle-link-celebration.svg',
    '#fff4d6',
    refs,
    ['carte-cadeau-multi-enseignes', 'cinema-lumiere', 'bistrot-gourmand'],
  ),
  moment(
    'mariage',
    'bruiloft',
    'Mariage',
    'Bruiloft',
    'Un cadeau pour les jeunes mariés',
    'Un voyage, un dîner, un week-end au spa : offrez des souvenirs à deux.',
    'image-body-wrapped-gift.svg',
    '#fde7ea',
    refs,
    ['spa-serenite', 'bistrot-gourmand'],
  ),
  moment(
    'noel',
    'kerst',
    'Noël',
    'Kerst',
    'Des cadeaux de Noël qui plaisent',
    'Sous le sapin, une carte cadeau ne se trompe jamais de taille.',
    'blog-idees-noel.svg',
    '#e6f4ef',
    refs,
    ['librairie-du-coin', 'aventure-plein-air', 'carte-cadeau-multi-enseignes'],
  ),
]

const post = (
  slug: string,
  nlSlug: string,
  title: string,
  nl: string,
  excerpt: string,
  image: keyof SeedRefs['media'],
  publishedAt: string,
  refs: SeedRefs,
  extra: unknown[] = [],
): SeedDoc<'blog-posts'> => ({
  fr: {
    title,
    slug,
    excerpt,
    heroImage: refs.media[image].id,
    publishedAt,
    author: 'L’équipe Carte Cadeau',
    content: richText(
      paragraph(excerpt),
      heading('h2', 'Nos conseils'),
      bulletList(
        'Pensez aux goûts de la personne',
        'Choisissez le bon montant',
        'Ajoutez un message personnel',
      ),
      ...extra,
      paragraph('Bonne fête, et merci de nous faire confiance !'),
    ),
    layout: [],
    meta: { robots: 'index-follow', description: excerpt },
  },
  nl: { title: nl, slug: nlSlug },
})

const embedded = (fields: Record<string, unknown>) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `seed-${String(fields.blockType)}`, blockName: '', ...fields },
})

/** Blog articles; one embeds blocks in its rich text. */
export const blogPosts = (refs: SeedRefs): SeedDoc<'blog-posts'>[] => [
  post(
    'idees-cadeaux-noel',
    'kerstcadeau-ideeen',
    '10 idées de cartes cadeaux pour Noël',
    '10 ideeën voor kerstcadeaukaarten',
    'Le cadeau parfait existe : voici nos idées pour toute la famille.',
    'blog-idees-noel.svg',
    '2026-11-15T09:00:00.000Z',
    refs,
    [
      embedded({
        blockType: 'productReference',
        title: 'Nos coups de cœur',
        products: [
          refs.products['carte-cadeau-multi-enseignes'],
          refs.products['librairie-du-coin'],
        ],
        link: { label: null, href: null },
      }),
      embedded({
        blockType: 'embedVideo',
        provider: 'YOUTUBE',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        title: 'Comment offrir une carte cadeau digitale',
      }),
    ],
  ),
  post(
    'offrir-a-distance',
    'op-afstand-geven',
    'Offrir à distance : la carte cadeau digitale',
    'Op afstand geven: de digitale cadeaukaart',
    'Envoyée par e-mail en moins d’une heure, à la date de votre choix.',
    'blog-offrir-a-distance.svg',
    '2026-10-02T09:00:00.000Z',
    refs,
  ),
  post(
    'fete-des-meres',
    'moederdag',
    'Fête des mères : nos idées',
    'Moederdag: onze ideeën',
    'Un moment de détente ou un bon livre : elle choisira.',
    'blog-fete-des-meres.svg',
    '2026-05-20T09:00:00.000Z',
    refs,
  ),
]
