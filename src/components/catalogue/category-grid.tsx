import { MediaImage } from '@/components/media-image'
import type { Media } from '@/payload-types'

import styles from './category-grid.module.css'

/** A category tile's content: its icon, title, link and how many cards it holds. */
export type CategoryTile = {
  id: number
  title: string
  href: string
  icon: Media | null
  /** The count as the page words it ('17 cartes cadeaux'). */
  cards: string
}

type Props = { categories: CategoryTile[]; label: string }

/** Every category as a tile, all one link each: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function CategoryGrid({ categories, label }: Props) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <a href={category.href} className={styles.tile}>
            <span className={styles.icon}>
              <MediaImage media={category.icon} alt="" width={32} height={32} />
            </span>
            <span className={styles.title}>{category.title}</span>
            <span className="text-sm">{category.cards}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
