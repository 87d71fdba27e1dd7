import { MediaImage } from '@/components/media-image'
import type { Media } from '@/payload-types'

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
          <a
            href={category.href}
            className="group flex h-full flex-col items-start gap-3 rounded-2xl bg-muted p-4 hover:shadow-md sm:p-5"
          >
            <span className="grid size-12 place-items-center rounded-full bg-surface">
              <MediaImage media={category.icon} alt="" width={32} height={32} className="size-8" />
            </span>
            <span className="font-semibold text-pretty group-hover:underline sm:text-lg">
              {category.title}
            </span>
            <span className="text-sm">{category.cards}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
