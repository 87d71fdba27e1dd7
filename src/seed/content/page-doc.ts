import type { PageType } from '@/collections/pages/page-types'
import type { LayoutBlock } from '@/blocks/types'

import { seedBlocks } from './blocks'
import type { SeedDoc } from './types'

/** A page in French with its Dutch title and slug. */
export const page = (
  pageType: PageType,
  [slug, nlSlug]: [string, string],
  [title, nl]: [string, string],
  layout: LayoutBlock[],
  description?: string,
  robots: 'index-follow' | 'noindex' | 'noindex-nofollow' = 'index-follow',
): SeedDoc<'pages'> => ({
  fr: { pageType, title, slug, layout, meta: { robots, description, title: null } },
  nl: { title: nl, slug: nlSlug },
})

/** The three sections every legal page has. */
export const legal = (b: ReturnType<typeof seedBlocks>, topic: string) => [
  b.text(
    'Objet',
    `Ces conditions décrivent ${topic} applicables aux commandes passées sur Carte Cadeau.`,
  ),
  b.text(
    'Vos droits',
    'Vous pouvez nous contacter à tout moment pour exercer vos droits ou poser une question.',
    'Nous répondons sous deux jours ouvrés.',
  ),
  b.text('Nous contacter', 'Service client : du lundi au vendredi, de 9 h 00 à 17 h 30.'),
]
