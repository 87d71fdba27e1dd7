import { useId } from 'react'

import { MediaImage } from '@/components/media-image'

import { headingClass, Section, splitClass } from '@/components/section'
import type { BlockProps } from '../types'
import styles from './component.module.css'

/** A title and selling points with icons beside an image; the image drops below on phones. */
export default function TitleUspsImage({ block }: BlockProps<'titleUspsImage'>) {
  const titleId = useId()
  const image = typeof block.image === 'object' ? block.image : null
  return (
    <Section labelledBy={titleId}>
      <div className={splitClass}>
        <div>
          <h2 id={titleId} className={headingClass.large}>
            {block.title}
          </h2>
          {/* Its points' look comes from the list's class: not the same utilities on each. */}
          <ul className={styles.usps}>
            {/* Positions as keys: the payload spelt out each point's 24-character id. */}
            {block.usps.map((usp, index) => (
              <li key={index}>
                <span className={styles.badge}>
                  {/* public/usp-icons.svg: one cached file, not a path in every point (issue 39). */}
                  <svg aria-hidden="true">
                    <use href={`/usp-icons.svg#${usp.icon}`} />
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
