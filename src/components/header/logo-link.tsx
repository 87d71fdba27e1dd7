import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { MediaImage } from '../media-image'

type Props = { store: Store; locale: Locale; redeem?: boolean }

/**
 * The store's logo linking home, named by the store's name; the redeem header gives it a
 * 200 × 80 area (spec §9).
 */
export function LogoLink({ store, locale, redeem = false }: Props) {
  return (
    <a
      href={localizedPath(locale, '/')}
      aria-label={store.name}
      className={`inline-flex shrink-0 items-center ${redeem ? 'h-20 w-[200px]' : ''}`}
    >
      <MediaImage
        media={store.mainLogo}
        alt=""
        width={redeem ? 200 : 152}
        height={redeem ? 80 : 32}
        priority
        className={redeem ? 'max-h-20 w-auto' : 'h-8 w-auto sm:h-10'}
      />
    </a>
  )
}
