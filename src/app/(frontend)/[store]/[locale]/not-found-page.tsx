import { getLocale, getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media-image'
import { Link } from '@/components/link'
import { asLocale } from '@/i18n/routing'
import { getStore } from '@/server/store'

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
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <MediaImage media={store.notFoundImage} alt={t('imageAlt')} width={320} height={200} />
      <h1 className="mt-8 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-lg">{t('description')}</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
      >
        {t('backHome')}
      </Link>
    </div>
  )
}
