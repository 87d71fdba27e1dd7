import { CardFace } from '@/components/gift-card-tile'
import { HandCard } from '@/components/hand-card'
import { MediaImage } from '@/components/media-image'

import type { PopularHighlight } from './popular'

/**
 * A highlighted block of the popular data (spec §3): its card, held by the hand if asked, over
 * its background image, with the title and description on a plain panel for contrast.
 */
export function HighlightedBlock({ block }: { block: PopularHighlight }) {
  const face = <CardFace image={block.cardImage} showShadow />
  return (
    <a
      href={block.href}
      className="group relative flex h-full min-h-44 items-center gap-4 overflow-hidden rounded-2xl bg-muted p-4"
    >
      <MediaImage
        media={block.backgroundImage}
        alt=""
        width={800}
        height={504}
        className="absolute inset-0 size-full object-cover"
      />
      <div className="relative flex-1 rounded-xl bg-surface/95 p-4">
        <span className="block text-lg font-bold group-hover:underline">{block.title}</span>
        {block.description && <span className="mt-1 block text-sm">{block.description}</span>}
      </div>
      <div className="relative w-2/5 shrink-0">
        {block.showHand ? <HandCard>{face}</HandCard> : face}
      </div>
    </a>
  )
}
