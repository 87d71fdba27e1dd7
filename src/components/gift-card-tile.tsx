import { type BackgroundColor, tintedBackground } from '@/components/card-background'
import { type ImageSource, imageSources, MediaImage } from '@/components/media-image'

import styles from './gift-card-tile.module.css'
import { type TileImage, TileView, type TileViewProps } from './tile-view'

type Props = Omit<TileViewProps, 'image' | 'background'> & {
  image: ImageSource | null
  backgroundColor: BackgroundColor
}

type FaceProps = {
  image: ImageSource | null
  alt?: string
  showShadow: boolean
  /** Above the fold, where it may be the largest paint: loaded at once, before other images. */
  priority?: boolean
}

/**
 * A card face at the ID-1 ratio (85.6 × 54 mm) with its corner radius in proportion (3.18 mm):
 * the image itself, no frame around it (lists repeat it, in the HTML and again in the RSC
 * payload: issue 39). The image is decorative by default: next to it, the title names the card.
 * A tile's face is TileView's own (tile-view.tsx).
 */
export function CardFace({ image, alt = '', showShadow, priority }: FaceProps) {
  const className = showShadow ? styles.shadowed : styles.face
  // Without an image, the card's blank shape holds its place.
  if (!image?.url) return <div className={className} />
  return (
    <MediaImage
      media={image}
      alt={alt}
      width={856}
      height={540}
      priority={priority}
      className={className}
    />
  )
}

/** The card image's sources at the tile's size, or none. */
export const tileImage = (image: ImageSource | null): TileImage | null =>
  image?.url ? imageSources(image, 856, 540) : null

/** A product in a grid, rendered on the server: its card on its colour, the title below. */
export function GiftCardTile(props: Props) {
  const { image, backgroundColor, ...tile } = props
  return (
    <TileView {...tile} image={tileImage(image)} background={tintedBackground(backgroundColor)} />
  )
}
