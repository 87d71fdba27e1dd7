import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Link } from '@/components/link'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Home' })
  return { title: { absolute: t('title') } }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Home')
  const promises = [t('digitalPromise'), t('physicalPromise'), t('shippingPromise')]
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-20">
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('intro')}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link
          href="/gift-cards"
          className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
        >
          {t('browseGiftCards')}
        </Link>
        <Link href="/redeem" className="rounded-full border-2 border-ink px-6 py-3 font-semibold">
          {t('checkBalance')}
        </Link>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {promises.map((promise) => (
          <li key={promise} className="rounded-2xl bg-muted p-6">
            {promise}
          </li>
        ))}
      </ul>
    </div>
  )
}
