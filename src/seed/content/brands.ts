import type { SeedDoc, SeedRefs } from './types'

type BrandSeed = {
  slug: string
  title: string
  nl: string
  description: string
  /** The content seed's card of the brand: its image is the logo, its page is listed. */
  card: string
  /** Name families of the generated cards the brand runs (a card's name starts with one). */
  stems: string[]
}

/**
 * Gift card brands: the groups behind the seeded cards, so that a list can be narrowed by brand
 * (the redeem shop's brands modal). Cards of other families, the choice card among them, have none.
 */
const brandSeeds: BrandSeed[] = [
  {
    slug: 'maison-lumiere',
    title: 'Maison Lumière',
    nl: 'Maison Lumière',
    description: 'Le groupe derrière les cinémas Lumière, partenaire depuis 2012.',
    card: 'cinema-lumiere',
    stems: ['Ciné-club', 'Théâtre', 'Opéra'],
  },
  {
    slug: 'editions-du-coin',
    title: 'Éditions du Coin',
    nl: 'Uitgeverij om de Hoek',
    description: 'Des librairies et disquaires indépendants, près de chez vous.',
    card: 'librairie-du-coin',
    stems: ['Librairie', 'Disquaire'],
  },
  {
    slug: 'tables-reunies',
    title: 'Les Tables Réunies',
    nl: 'De Verenigde Tafels',
    description: 'Bistrots et brasseries de quartier, une même carte pour tous.',
    card: 'bistrot-gourmand',
    stems: ['Bistrot', 'Brasserie'],
  },
  {
    slug: 'serenite-et-cie',
    title: 'Sérénité & Cie',
    nl: 'Sérénité & Co',
    description: 'Spas et hammams pour prendre soin de soi.',
    card: 'spa-serenite',
    stems: ['Spa', 'Hammam'],
  },
  {
    slug: 'plein-air-evasion',
    title: 'Plein Air Évasion',
    nl: 'Buitenlucht Ontsnapping',
    description: 'Accrobranche, vélo, randonnée et surf, partout en France.',
    card: 'aventure-plein-air',
    stems: ['Accrobranche', 'Vélo', 'Rando', 'Surf'],
  },
]

/** The brand a seeded card belongs to, by its French slug and title; undefined for none. */
export function brandOfCard(card: { slug: string; title: string }): string | undefined {
  return brandSeeds.find(
    (brand) =>
      brand.card === card.slug || brand.stems.some((stem) => card.title.startsWith(`${stem} `)),
  )?.slug
}

export const brands = (refs: SeedRefs): SeedDoc<'brands'>[] =>
  brandSeeds.map((brand) => ({
    fr: {
      title: brand.title,
      slug: brand.slug,
      description: brand.description,
      logo: refs.media[`card-${brand.card}.svg` as keyof SeedRefs['media']].id,
      layout: [
        {
          blockType: 'productReference',
          title: 'Les cartes de la marque',
          products: [refs.products[brand.card]!],
          link: { label: null, href: null },
        },
      ],
      meta: { robots: 'index-follow' },
    },
    nl: { title: brand.nl, slug: brand.slug },
  }))
