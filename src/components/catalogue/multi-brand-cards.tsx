import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/section'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { exchangeableCards } from '@/commerce/services/catalogue/pages'
import { getStore, requestStoreId } from '@/server/store'

import { ProductGrid } from './product-grid'

type Props = { product: Product; locale: Locale }

/**
 * On the multi-brand choice card's page: what it can be exchanged for (the store's other gift
 * cards), a few of them, the way to them all and to the exchange itself.
 */
export async function MultiBrandCards({ product, locale }: Props) {
  const [{ sample, total }, t, { currency }] = await Promise.all([
    exchangeableCards(requestStoreId(), locale, product.id),
    getTranslations({ locale, namespace: 'MultiBrand' }),
    getStore(locale),
  ])
  if (total === 0) return null
  const link = 'font-semibold underline underline-offset-4'
  return (
    <Section labelledBy="multi-brand-cards">
      <h2 id="multi-brand-cards" className="text-3xl font-bold">
        {t('heading')}
      </h2>
      <p className="mt-2 mb-8 text-lg">{t('summary', { count: total })}</p>
      <ProductGrid
        products={sample}
        locale={locale}
        label={t('sampleLabel')}
        currency={currency}
        list={{ id: `multi-brand-${product.slug}`, name: t('sampleLabel') }}
      />
      <p className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
        <a href={localizedPath(locale, '/gift-cards')} className={link}>
          {t('viewAll')}
        </a>
        <a href={localizedPath(locale, '/redeem')} className={link}>
          {t('redeem')}
        </a>
      </p>
    </Section>
  )
}
