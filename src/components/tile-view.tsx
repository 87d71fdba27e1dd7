import type { TileAttributes } from '@/components/analytics/items'

import styles from './gift-card-tile.module.css'
import { HandCard } from './hand-card'

/** A card image's sources, sized on the server (media-image.ts `imageSources`). */
export type TileImage = { src: string; srcSet?: string }

export type TileViewProps = {
  title: string
  href: string
  image: TileImage | null
  /** The stage's colour at its opacity, one CSS value (`tintedBackground`). */
  background: string
  showShadow: boolean
  showHand: boolean
  /** A tile of a counted list carries its analytics item (list-view-tracker.client.tsx). */
  item?: TileAttributes
  /** A tile of a list's first row: its card loads at once, before other images. */
  priority?: boolean
}

/**
 * A product in a grid: its card on its background colour, the title below, all one link. Neither
 * server nor client only: the server's tiles (gift-card-tile.tsx) and the lists whose tiles come
 * as compact data (product-tiles.client.tsx) render the same markup.
 */
export function TileView(props: TileViewProps) {
  const { title, href, image, background, showShadow, showHand, item, priority } = props
  // A tile's class gives a shadowed face its look: such an image has no class of its own.
  const faceClass = showShadow ? undefined : styles.face
  const face = image ? (
    // eslint-disable-next-line @next/next/no-img-element -- sized on the server, like MediaImage
    <img
      alt=""
      width={856}
      height={540}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      {...(faceClass && { className: faceClass })}
      {...(image.srcSet && { srcSet: image.srcSet })}
      src={image.src}
    />
  ) : (
    // Without an image, the card's blank shape holds its place.
    <div className={showShadow ? styles.shadowed : styles.face} />
  )
  return (
    <a href={href} className={styles.tile} {...item}>
      {/* Its stage and title take their look from the tile's class (gift-card-tile.module.css). */}
      <div style={{ backgroundColor: background }}>
        {showHand ? (
          <div className={styles.hand}>
            <HandCard>{face}</HandCard>
          </div>
        ) : (
          face
        )}
      </div>
      <span>{title}</span>
    </a>
  )
}
