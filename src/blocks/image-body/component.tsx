import { MediaImage } from '@/components/media-image'
import { RichText } from '@/components/rich-text'

import { Section } from '@/components/section'
import type { BlockProps } from '../types'

/** An image beside a body of rich text; stacked, image first, below lg. */
export default function ImageBody({ block }: BlockProps<'imageBody'>) {
  // Upload fields hold only an id when the relation was not populated.
  const image = typeof block.image === 'object' ? block.image : null
  return (
    <Section>
      <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-16">
        {image && (
          <div
            className={`mx-auto w-full max-w-xl lg:max-w-none ${block.imagePosition === 'right' ? 'lg:order-last' : ''}`}
          >
            <MediaImage
              media={image}
              width={image.width ?? 800}
              height={image.height ?? 600}
              className="h-auto w-full rounded-2xl"
            />
          </div>
        )}
        <RichText data={block.body} className="max-w-2xl text-lg" />
      </div>
    </Section>
  )
}
