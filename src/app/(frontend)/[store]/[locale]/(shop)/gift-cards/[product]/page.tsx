import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LIST_PAGE_NUMBER } from '@/commerce/domain/catalogue/list-page'
import { ProductList } from '@/components/catalogue/product-list'
import { contentRoute, fixedPageRoute, segmentSlug } from '@/content/route'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import { routeLocale } from '@/server/route-store'

type Args = Parameters<ReturnType<typeof contentRoute>['Page']>[0]

/** A gift card product page, or a brand page: both live at /cartes-cadeaux/{slug}/. */
const products = contentRoute('products', (_, params) => segmentSlug(params.product))
const brands = contentRoute('brands', (_, params) => segmentSlug(params.product))
const overview = fixedPageRoute('/gift-cards')

/** /cartes-cadeaux/2/ and on: the next pages of the product list (spec §2). */
async function listPage(args: Args): Promise<{ locale: Locale; page: number } | null> {
  const params = await args.params
  const segment = segmentSlug(params.product)
  if (!segment || !LIST_PAGE_NUMBER.test(segment) || segment === '1') return null
  const locale = await routeLocale(params)
  return { locale, page: Number(segment) }
}

export default async function ProductOrBrandPage(args: Args) {
  const list = await listPage(args)
  if (list) {
    const basePath = localizedPath(list.locale, '/gift-cards')
    const t = await getTranslations({ locale: list.locale, namespace: 'Catalogue' })
    return (
      <ProductList
        locale={list.locale}
        page={list.page}
        basePath={basePath}
        heading={t('listLabel')}
      />
    )
  }
  return (await products.exists(args)) ? products.Page(args) : brands.Page(args)
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const list = await listPage(args)
  if (list) {
    const [metadata, t] = await Promise.all([
      overview.generateMetadata(args),
      getTranslations({ locale: list.locale, namespace: 'Catalogue' }),
    ])
    const path = `${localizedPath(list.locale, '/gift-cards')}${list.page}/`
    const title = typeof metadata.title === 'string' ? metadata.title : ''
    return {
      ...metadata,
      title: t('pageTitle', { title, page: list.page }),
      alternates: { canonical: path },
    }
  }
  return (await products.exists(args))
    ? products.generateMetadata(args)
    : brands.generateMetadata(args)
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
