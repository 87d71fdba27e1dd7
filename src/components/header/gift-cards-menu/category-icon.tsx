import { MediaImage } from '../../media-image'
import type { MenuCategory } from './menu-data'

/** A category's icon beside its name, so decorative. */
export function CategoryIcon({ category }: { category: MenuCategory }) {
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface">
      <MediaImage media={category.icon} alt="" width={24} height={24} className="size-6" />
    </span>
  )
}
