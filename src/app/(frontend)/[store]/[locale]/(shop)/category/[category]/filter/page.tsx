import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { SearchParams } from '@/commerce/domain/catalogue/filter-query'
import { FilteredProductList } from '@/components/catalogue/filtered-product-list'
import { listPath } from '@/components/catalogue/list-paths.server'
import { segmentSlug } from '@/content/route'

import { findContentBySlug } from '@/server/content'
import { routeLocale } from '@/server/route-store'

type Args = {
  params: Promise<{ store: string; locale: string; category: string }>
  searchParams: Promise<SearchParams>
}

async function resolve(args: Args) {
  const params = await args.params
  const locale = await routeLocale(params)
  const slug = segmentSlug(params.category)
  const category = slug ? await findContentBySlug('categories', slug, locale) : null
  if (!category) notFound()
  return { locale, category: { slug: category.slug, title: category.title } }
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { locale, category } = await resolve(args)
  const t = await getTranslations({ locale, namespace: 'Filters' })
  return {
    title: t('metaTitle', { title: category.title }),
    robots: { index: false, follow: true },
    alternates: { canonical: listPath(locale, category.slug) },
  }
}

/** /categorie/{url}/filtrer/?…: a category's filtered view, rendered per request. */
export default async function FilteredCategoryPage(args: Args) {
  const [{ locale, category }, searchParams] = await Promise.all([resolve(args), args.searchParams])
  setRequestLocale(locale)
  return <FilteredProductList locale={locale} searchParams={searchParams} category={category} />
}
