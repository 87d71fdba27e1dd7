import { MediaImage } from '@/components/media-image'

import { Section } from '@/components/section'
import type { BlockProps } from '../types'

const sizes = { content: 'content', wide: 'wide', full: 'full' } as const

/** Media kind Image: the picture at its ratio, with its caption. */
export default function Image({ block, context }: BlockProps<'image'>) {
  const image = typeof block.image === 'object' ? block.image : null
  if (!image) return null
  return (
    <Section width={sizes[block.size]}>
      <figure>
        <MediaImage
          media={image}
          width={image.width ?? 1280}
          height={image.height ?? 720}
          className="h-auto w-full rounded-2xl"
          priority={context.leading}
        />
        {block.caption && <figcaption className="mt-2 text-sm">{block.caption}</figcaption>}
      </figure>
    </Section>
  )
}
