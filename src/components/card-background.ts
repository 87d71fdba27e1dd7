import { isHexColor } from '@/collections/stores/hex-color'
import type { Product } from '@/payload-types'

/**
 * A card's background as products give it. Its own module, without the tiles' images: the
 * basket's card previews (in the browser) colour their cards with it.
 */
export type BackgroundColor = Product['backgroundColor']

/** The data's colour and opacity (0–1), with the schema's defaults when unset or malformed. */
export function resolveBackground(backgroundColor: BackgroundColor): {
  color: string
  alpha: number
} {
  const color = backgroundColor?.color
  const opacity = Math.min(100, Math.max(0, backgroundColor?.opacity ?? 100))
  return { color: color && isHexColor(color) ? color : '#f5f2ee', alpha: opacity / 100 }
}

/** The colour at its opacity as one CSS value, over whatever lies beneath. */
export function tintedBackground(backgroundColor: BackgroundColor): string {
  const { color, alpha } = resolveBackground(backgroundColor)
  // Opaque, the colour alone: lists repeat this in every tile's style.
  return alpha === 1 ? color : `color-mix(in srgb, ${color} ${alpha * 100}%, transparent)`
}
