import { Link } from './link'
import type { Store } from '@/payload-types'

import { MediaImage } from './media-image'

/** The minimal header: the store's logo linking home (menus come with the page chrome). */
export function SiteHeader({ store }: { store: Store }) {
  return (
    <header className="border-b border-muted">
      <div className="mx-auto flex h-20 max-w-7xl items-center px-4 sm:px-6">
        <Link href="/" aria-label={store.name} className="inline-flex items-center">
          <MediaImage media={store.mainLogo} alt="" width={190} height={40} priority />
        </Link>
      </div>
    </header>
  )
}
