import { useId } from 'react'

import {
  type BackgroundColor,
  CardFace,
  resolveBackground,
  tintedBackground,
} from '@/components/gift-card-tile'
import { HandCard } from '@/components/hand-card'
import { RichText } from '@/components/rich-text'

import { luminance, prefersLightText } from '@/components/contrast'
import { CtaLink } from '@/components/cta-link'
import { headingClass, Section } from '@/components/section'
import type { BlockOf, BlockProps } from '../types'

/** White text when it reads better than ink on the colour laid over the white page. */
function isDark(backgroundColor: BackgroundColor): boolean {
  const { color, alpha } = resolveBackground(backgroundColor)
  return prefersLightText(luminance(color, alpha))
}

type Props = {
  block: BlockOf<'withHand'> | BlockOf<'withHandAndLink'>
  /** The page's first block: the card loads at once. */
  priority?: boolean
}

/** The hand-held card beside a title, text and, when the block has one, a call to action. */
export function HandPanel({ block, priority }: Props) {
  const titleId = useId()
  const card = typeof block.cardImage === 'object' ? block.cardImage : null
  const dark = isDark(block.backgroundColor)
  return (
    <Section labelledBy={titleId}>
      <div
        className={`grid items-center overflow-hidden rounded-3xl lg:grid-cols-2 ${dark ? 'text-white' : 'text-ink'}`}
        style={{ backgroundColor: tintedBackground(block.backgroundColor) }}
      >
        <div className="px-6 pt-10 sm:px-10 lg:py-16 lg:pr-0 lg:pl-16">
          <h2 id={titleId} className={headingClass.large}>
            {block.title}
          </h2>
          <RichText data={block.body} className="mt-4 text-lg" />
          {'link' in block && (
            <CtaLink link={block.link} variant={dark ? 'onColor' : 'primary'} className="mt-8" />
          )}
        </div>
        {/* The sleeve leaves the panel at its bottom edge, as if the arm came from below. */}
        <div className="mx-auto w-full max-w-lg self-end px-4 pt-8 lg:pt-12">
          <HandCard>
            <CardFace image={card} alt={card?.alt} showShadow priority={priority} />
          </HandCard>
        </div>
      </div>
    </Section>
  )
}

/** A gift card held by the store's drawn hand, beside a title and text. */
export default function WithHand({ block, context }: BlockProps<'withHand'>) {
  return <HandPanel block={block} priority={context.leading} />
}
