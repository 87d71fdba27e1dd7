import { Section } from '@/components/section'
import type { BlockProps } from '../types'

import styles from './component.module.css'

/** Each layout's heading; its size and alignment come from the layout's class. */
const headings = { hero: 'h1', centered: 'h2', left: 'h2', withDivider: 'h2' } as const

/** A heading and subtitle; the hero variant is the page's h1. */
export default function TitleSubtitle({ block }: BlockProps<'titleSubtitle'>) {
  const Heading = headings[block.variant]
  return (
    <Section className={block.variant === 'hero' ? 'bg-muted' : ''}>
      <div className={styles[block.variant]}>
        <Heading>{block.title}</Heading>
        {block.variant === 'withDivider' && <hr aria-hidden="true" />}
        {block.subtitle && <p>{block.subtitle}</p>}
      </div>
    </Section>
  )
}
