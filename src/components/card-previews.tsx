import { luminance, prefersLightText } from '@/components/contrast'
import { resolveBackground, tintedBackground } from '@/components/card-background'
import { PREVIEW_SIZE, previewSources } from '@/components/card-preview-sources'

import type { CardPreview } from '../commerce/client/cart-order'

/** How many cards of a line show, fanned out; the line's text names them all. */
const SHOWN = 3

function Preview({ preview }: { preview: CardPreview }) {
  const { color, alpha } = resolveBackground(preview.color)
  const light = prefersLightText(luminance(color, alpha))
  return (
    <div
      className="grid aspect-[1.586] w-full place-items-center overflow-hidden rounded-[3.7%/5.9%] shadow-[0_6px_14px_-6px_rgb(0_0_0/0.35)]"
      style={{ backgroundColor: tintedBackground(preview.color) }}
    >
      {preview.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized as next/image would (card-preview-sources.ts)
        <img
          {...previewSources(preview.image.url.href)}
          alt=""
          {...PREVIEW_SIZE}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <span
          className={`line-clamp-2 px-2 text-center text-xs font-semibold ${light ? 'text-white' : 'text-ink'}`}
        >
          {preview.productLabel}
        </span>
      )}
    </div>
  )
}

/**
 * A line's cards: the image of each, or a tile in its colour with the product's name (spec §3
 * cardsPreviews). Decorative: the line's text says what they are.
 */
export function CardPreviews({ previews }: { previews: CardPreview[] }) {
  const shown = previews.slice(0, SHOWN)
  return (
    <div aria-hidden="true" className="relative w-24 shrink-0 sm:w-32">
      {shown.map((preview, index) => (
        <div
          key={index}
          className={index === 0 ? 'relative' : 'absolute inset-x-0 top-0'}
          style={{ transform: `translate(${index * 8}%, ${index * 10}%)`, zIndex: SHOWN - index }}
        >
          <Preview preview={preview} />
        </div>
      ))}
    </div>
  )
}
