/**
 * A product's tile as data: a list sends its tiles to the browser this way, one short array each,
 * rather than each tile's rendered tree in the page's RSC payload (~340 bytes a tile; issue 39).
 * Trailing unset entries are left out.
 */
export type ProductTileData = [
  href: string,
  title: string,
  /** The card image's src, '' without an image. */
  src: string,
  /** The stage's colour, one CSS value. */
  background: string,
  /** SHADOWED and HELD_IN_HAND, or'd. */
  look: number,
  price?: number,
  category?: string,
  srcSet?: string,
]

export const SHADOWED = 1
export const HELD_IN_HAND = 2
