import { getLocale, getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media-image'
import { Link } from '@/components/link'
import { asLocale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import styles from './not-found-page.module.css'

/**
 * The 404 page's content. Each route group's not-found.tsx shows it inside the group's layout, so
 * its chrome (the shop's header for unknown paths) comes from there and the header's client code
 * is not bundled a second time for a locale-level boundary.
 */
export async function NotFoundPage() {
  const requested = await getLocale()
  const locale = asLocale(requested)
  const [store, t] = await Promise.all([getStore(locale), getTranslations('NotFound')])
  return (
    <div className={styles.page}>
      <MediaImage media={store.notFoundImage} alt={t('imageAlt')} width={320} height={200} />
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <Link href="/">{t('backHome')}</Link>
    </div>
  )
}
