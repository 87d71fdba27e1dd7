import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { MediaImage } from '../media-image'
import styles from './logo-link.module.css'

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
      className={redeem ? styles.redeem : styles.logo}
    >
      <MediaImage
        media={store.mainLogo}
        alt=""
        width={redeem ? 200 : 152}
        height={redeem ? 80 : 32}
        priority
      />
    </a>
  )
}
