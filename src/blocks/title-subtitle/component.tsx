import { Section } from '@/components/section'
import type { BlockProps } from '../types'

const layouts = {
  hero: { heading: 'h1', size: 'text-4xl sm:text-5xl', align: 'text-center mx-auto' },
  centered: { heading: 'h2', size: 'text-3xl sm:text-4xl', align: 'text-center mx-auto' },
  left: { heading: 'h2', size: 'text-3xl sm:text-4xl', align: '' },
  withDivider: { heading: 'h2', size: 'text-3xl', align: 'text-center mx-auto' },
} as const

/** A heading and subtitle; the hero variant is the page's h1. */
export default function TitleSubtitle({ block }: BlockProps<'titleSubtitle'>) {
  const layout = layouts[block.variant]
  const Heading = layout.heading
  return (
    <Section className={block.variant === 'hero' ? 'bg-muted' : ''}>
      <div className={`max-w-3xl ${layout.align}`}>
        <Heading className={`font-bold tracking-tight text-balance ${layout.size}`}>
          {block.title}
        </Heading>
        {block.variant === 'withDivider' && (
          <hr aria-hidden="true" className="mx-auto mt-4 w-16 border-t-4 border-brand" />
        )}
        {block.subtitle && <p className="mt-4 text-lg text-pretty">{block.subtitle}</p>}
      </div>
    </Section>
  )
}
