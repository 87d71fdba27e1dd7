import type { MetadataRoute } from 'next'

import type { Store } from '@/payload-types'

/** The store icon's sizes: Apple's touch icon, and the two a web app manifest needs. */
export const TOUCH_ICON_SIZE = 180
export const MANIFEST_ICON_SIZES = [192, 512] as const
export const STORE_ICON_SIZES: readonly number[] = [TOUCH_ICON_SIZE, ...MANIFEST_ICON_SIZES]

/** Where the store's icon of a size is served (src/app/store-icon). */
export const storeIconPath = (size: number): string => `/store-icon/${size}.png`

/**
 * The store's web app manifest, from its row: its organisation's name and description (in the
 * store's default language, `lang`), its theme's colours, its icons.
 */
export function webAppManifest(
  store: Pick<Store, 'name' | 'theme' | 'organisation'>,
  lang: string,
): MetadataRoute.Manifest {
  const name = store.organisation?.name || store.name
  return {
    name,
    short_name: name,
    description: store.organisation?.description ?? undefined,
    lang,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: store.theme.brand,
    background_color: store.theme.background,
    icons: MANIFEST_ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: storeIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  }
}
