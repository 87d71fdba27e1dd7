import { isHexColor } from '@/collections/stores/validators'
import { type ImageSource, MediaImage } from '@/components/media-image'
import type { Product } from '@/payload-types'

import { HandCard } from './hand-card'

export type BackgroundColor = Product['backgroundColor']

type Props = {
  title: string
  href: string
  image: ImageSource | null
  backgroundColor: BackgroundColor
  showShadow: boolean
  showHand: boolean
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
  return `color-mix(in srgb, ${color} ${alpha * 100}%, transparent)`
}

type FaceProps = { image: ImageSource | null; alt?: string; showShadow: boolean }

/**
 * A card face at the ID-1 ratio (85.6 × 54 mm) with its corner radius in proportion (3.18 mm).
 * The image is decorative by default: next to it, the title names the card.
 */
export function CardFace({ image, alt = '', showShadow }: FaceProps) {
  return (
    <div
      className={`aspect-[1.586] overflow-hidden rounded-[3.7%/5.9%] bg-surface ${
        showShadow ? 'shadow-[0_14px_28px_-10px_rgb(0_0_0/0.4)]' : ''
      }`}
    >
      <MediaImage
        media={image}
        alt={alt}
        width={856}
        height={540}
        className="size-full object-cover"
      />
    </div>
  )
}

/** A product in a grid: its card on its background colour, the title below, all one link. */
export function GiftCardTile({ title, href, image, backgroundColor, showShadow, showHand }: Props) {
  const face = <CardFace image={image} showShadow={showShadow} />
  return (
    <a href={href} className="group block rounded-2xl">
      <div
        className="relative grid aspect-[4/3] place-items-center overflow-hidden rounded-2xl"
        style={{ backgroundColor: tintedBackground(backgroundColor) }}
      >
        <div
          className={`origin-bottom motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.04] ${
            showHand ? 'absolute inset-0' : 'w-[70%]'
          }`}
        >
          {showHand ? <HandCard>{face}</HandCard> : face}
        </div>
      </div>
      <span className="mt-3 block font-semibold text-pretty group-hover:underline sm:text-lg">
        {title}
      </span>
    </a>
  )
}
