import { useId } from 'react'

import { MediaImage } from '@/components/media-image'

import { headingClass, Section } from '@/components/section'
import type { BlockProps } from '../types'

/** Columns follow the count, so a short row fills the width instead of leaving holes. */
const columnsFor = (count: number): string => {
  if (count <= 2) return 'grid-cols-2'
  if (count === 3) return 'grid-cols-2 sm:grid-cols-3'
  if (count === 4) return 'grid-cols-2 lg:grid-cols-4'
  return 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'
}

/** A title and subtitle over a row of captioned images (occasions, brands, moments). */
export default function TitleWithImages({ block }: BlockProps<'titleWithImages'>) {
  const titleId = useId()
  const images = block.images.flatMap(({ image, caption, id }) =>
    typeof image === 'object' ? [{ image, caption, id: id ?? String(image.id) }] : [],
  )
  return (
    <Section labelledBy={titleId}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={titleId} className={headingClass.large}>
          {block.title}
        </h2>
        {block.subtitle && <p className="mt-4 text-lg text-pretty">{block.subtitle}</p>}
      </div>
      <ul className={`mt-8 grid gap-4 sm:mt-10 sm:gap-6 ${columnsFor(images.length)}`}>
        {images.map(({ image, caption, id }) => (
          <li key={id}>
            <figure>
              <MediaImage
                media={image}
                width={image.width ?? 640}
                height={image.height ?? 480}
                className="h-auto w-full rounded-2xl"
              />
              {caption && (
                <figcaption className="mt-3 text-center font-semibold">{caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
