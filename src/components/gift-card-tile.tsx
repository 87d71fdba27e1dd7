import { isHexColor } from '@/collections/stores/validators'
import type { TileAttributes } from '@/components/analytics/items'
import { type ImageSource, MediaImage } from '@/components/media-image'
import type { Product } from '@/payload-types'

import styles from './gift-card-tile.module.css'
import { HandCard } from './hand-card'

export type BackgroundColor = Product['backgroundColor']

type Props = {
  title: string
  href: string
  image: ImageSource | null
  backgroundColor: BackgroundColor
  showShadow: boolean
  showHand: boolean
  /** A tile of a counted list carries its analytics item (list-view-tracker.client.tsx). */
  item?: TileAttributes
  /** A tile of a list's first row: its card loads at once (CardFace). */
  priority?: boolean
}

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

type FaceProps = {
  image: ImageSource | null
  alt?: string
  showShadow: boolean
  /** Above the fold, where it may be the largest paint: loaded at once, before other images. */
  priority?: boolean
  /** In a tile, whose class gives its image the look of a shadowed face: no class of its own. */
  inTile?: boolean
}

/**
 * A card face at the ID-1 ratio (85.6 × 54 mm) with its corner radius in proportion (3.18 mm):
 * the image itself, no frame around it (lists repeat it, in the HTML and again in the RSC
 * payload: issue 39). The image is decorative by default: next to it, the title names the card.
 */
export function CardFace({ image, alt = '', showShadow, priority, inTile }: FaceProps) {
  const className = showShadow ? styles.shadowed : styles.face
  const imageClass = inTile && showShadow ? undefined : className
  // Without an image, the card's blank shape holds its place.
  if (!image?.url) return <div className={className} />
  return (
    <MediaImage
      media={image}
      alt={alt}
      width={856}
      height={540}
      priority={priority}
      className={imageClass}
    />
  )
}

/** A product in a grid: its card on its background colour, the title below, all one link. */
export function GiftCardTile(props: Props) {
  const { title, href, image, backgroundColor, showShadow, showHand, item, priority } = props
  return (
    <a href={href} className={styles.tile} {...item}>
      {/* Its stage and title take their look from the tile's class (gift-card-tile.module.css). */}
      <div style={{ backgroundColor: tintedBackground(backgroundColor) }}>
        {showHand ? (
          <div className={styles.hand}>
            <HandCard>
              <CardFace image={image} showShadow={showShadow} priority={priority} inTile />
            </HandCard>
          </div>
        ) : (
          <CardFace image={image} showShadow={showShadow} priority={priority} inTile />
        )}
      </div>
      <span>{title}</span>
    </a>
  )
}
