import { getLocale, getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media-image'
import { Link } from '@/components/link'
import { routing } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { PageFrame } from './page-frame'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = routing.locales.find((l) => l === requested) ?? routing.defaultLocale
  const [store, t] = await Promise.all([getStore(locale), getTranslations('NotFound')])
  // The 404 replaces the route groups' layouts: it brings the shop's frame itself.
  return (
    <PageFrame locale={locale} header="shop">
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
    </PageFrame>
  )
}
