import { useId } from 'react'

import {
  type BackgroundColor,
  resolveBackground,
  tintedBackground,
} from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { HandCard } from '@/components/hand-card'
import { RichText } from '@/components/rich-text'

import { luminance, prefersLightText } from '@/components/contrast'
import { CtaLink } from '@/components/cta-link'
import { headingClass, Section } from '@/components/section'
import type { BlockOf, BlockProps } from '../types'

import styles from './component.module.css'

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
        className={`${styles.panel} ${dark ? 'text-white' : 'text-ink'}`}
        style={{ backgroundColor: tintedBackground(block.backgroundColor) }}
      >
        <div>
          <h2 id={titleId} className={headingClass.large}>
            {block.title}
          </h2>
          <RichText data={block.body} className="mt-4 text-lg" />
          {'link' in block && (
            <CtaLink link={block.link} variant={dark ? 'onColor' : 'primary'} className="mt-8" />
          )}
        </div>
        {/* Its halves take their look from the panel's class (component.module.css). */}
        <div>
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
