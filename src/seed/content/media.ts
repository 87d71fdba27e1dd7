import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

import { upsertMedia } from '../media'

/** Every image the seeded content uses: file → alt text in French and Dutch. */
const images = {
  'card-multi-enseignes.svg': ['Carte cadeau multi-enseignes', 'Cadeaukaart voor meerdere winkels'],
  'card-cinema-lumiere.svg': ['Carte cadeau Cinéma Lumière', 'Cadeaukaart Cinéma Lumière'],
  'card-spa-serenite.svg': ['Carte cadeau Spa Sérénité', 'Cadeaukaart Spa Sérénité'],
  'card-librairie-du-coin.svg': ['Carte cadeau Librairie du Coin', 'Cadeaukaart Librairie du Coin'],
  'card-bistrot-gourmand.svg': ['Carte cadeau Bistrot Gourmand', 'Cadeaukaart Bistrot Gourmand'],
  'card-aventure-plein-air.svg': [
    'Carte cadeau Aventure Plein Air',
    'Cadeaukaart Aventure Plein Air',
  ],
  'body-image-title-subtitle-link-celebration.svg': [
    'Des amis fêtent un anniversaire',
    'Vrienden vieren een verjaardag',
  ],
  'body-image-title-subtitle-link-gift-cards.svg': [
    'Des cartes cadeaux en éventail',
    'Cadeaukaarten in een waaier',
  ],
  'image-body-envelope.svg': [
    'Une carte cadeau dans son enveloppe',
    'Een cadeaukaart in een envelop',
  ],
  'image-body-wrapped-gift.svg': [
    'Un cadeau emballé avec un ruban',
    'Een ingepakt cadeau met een lint',
  ],
  'not-found.svg': ['Une carte cadeau', 'Een cadeaukaart'],
  'blog-fete-des-meres.svg': [
    'Des fleurs et une carte pour la fête des mères',
    'Bloemen en een kaart voor Moederdag',
  ],
  'blog-idees-noel.svg': ['Un sapin entouré de cadeaux', 'Een kerstboom met cadeaus'],
  'blog-offrir-a-distance.svg': [
    'Une carte cadeau envoyée par e-mail',
    'Een cadeaukaart per e-mail verstuurd',
  ],
  'video-poster-coffret.svg': ['Un coffret cadeau ouvert', 'Een geopende cadeaudoos'],
  'logo.svg': ['Carte Cadeau', 'Carte Cadeau'],
  'category-restaurants.svg': ['Icône Restaurants', 'Icoon Restaurants'],
  'category-bien-etre.svg': ['Icône Bien-être', 'Icoon Wellness'],
  'category-loisirs.svg': ['Icône Loisirs', 'Icoon Vrije tijd'],
  'category-anniversaire.svg': ['Icône Anniversaire', 'Icoon Verjaardag'],
  'category-mariage.svg': ['Icône Mariage', 'Icoon Huwelijk'],
  'category-naissance.svg': ['Icône Naissance', 'Icoon Geboorte'],
  'category-noel.svg': ['Icône Noël', 'Icoon Kerst'],
  'category-shopping.svg': ['Icône Shopping', 'Icoon Shoppen'],
  'category-voyages.svg': ['Icône Voyages', 'Icoon Reizen'],
  'category-sport.svg': ['Icône Sport', 'Icoon Sport'],
  'category-culture.svg': ['Icône Culture', 'Icoon Cultuur'],
  'category-mode.svg': ['Icône Mode', 'Icoon Mode'],
  'category-maison.svg': ['Icône Maison', 'Icoon Wonen'],
  'category-enfants.svg': ['Icône Enfants', 'Icoon Kinderen'],
  'category-beaute.svg': ['Icône Beauté', 'Icoon Beauty'],
  'category-gastronomie.svg': ['Icône Gastronomie', 'Icoon Gastronomie'],
} as const

export type SeedImage = keyof typeof images
export type SeedMedia = Record<SeedImage, Media>

/** Uploads the content images once and returns them by file name. */
export async function seedContentMedia(payload: Payload): Promise<SeedMedia> {
  const entries = await Promise.all(
    Object.entries(images).map(async ([file, [fr, nl]]) => [
      file,
      await upsertMedia(payload, { file, alt: { fr, nl } }),
    ]),
  )
  return Object.fromEntries(entries) as SeedMedia
}
