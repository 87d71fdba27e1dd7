import { useId } from 'react'

import { MediaImage } from '@/components/media-image'

import { headingClass, Section } from '@/components/section'
import type { BlockOf, BlockProps } from '../types'
import styles from './component.module.css'

type UspIcon = BlockOf<'titleUspsImage'>['usps'][number]['icon']

/** Line icons on a 24 px grid, drawn with the text colour (component.module.css). */
const iconPaths: Record<UspIcon, string> = {
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20M12 6v6l4 2',
  gift: 'M3 8h18v4H3zM12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5',
  truck:
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.6l-3.7-4.6a1 1 0 0 0-.8-.4H14M5 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2M22 7l-9 5.7a2 2 0 0 1-2 0L2 7',
  shield:
    'M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.6 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
}

/** A title and selling points with icons beside an image; the image drops below on phones. */
export default function TitleUspsImage({ block }: BlockProps<'titleUspsImage'>) {
  const titleId = useId()
  const image = typeof block.image === 'object' ? block.image : null
  return (
    <Section labelledBy={titleId}>
      <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id={titleId} className={headingClass.large}>
            {block.title}
          </h2>
          <ul className="mt-6 space-y-4 sm:mt-8">
            {block.usps.map((usp, index) => (
              <li key={usp.id ?? index} className="flex items-center gap-4 text-lg">
                <span className={styles.badge}>
                  <svg aria-hidden="true" viewBox="0 0 24 24">
                    <path d={iconPaths[usp.icon]} />
                  </svg>
                </span>
                {usp.text}
              </li>
            ))}
          </ul>
        </div>
        {image && (
          <MediaImage
            media={image}
            width={image.width ?? 960}
            height={image.height ?? 720}
            className="h-auto w-full rounded-3xl"
          />
        )}
      </div>
    </Section>
  )
}
