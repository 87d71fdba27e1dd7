import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media-image'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import styles from './not-found-view.module.css'

type Props = { store: Store; locale: Locale; homeHref: string }

/** The 404 page's content: the store's illustration, what happened and the way home. */
export async function NotFoundView({ store, locale, homeHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <div className={styles.page}>
      <MediaImage media={store.notFoundImage} alt={t('imageAlt')} width={320} height={200} />
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <a href={homeHref}>{t('backHome')}</a>
    </div>
  )
}
