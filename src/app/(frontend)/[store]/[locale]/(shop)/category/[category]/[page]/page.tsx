import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { LIST_PAGE_NUMBER } from '@/commerce/domain/catalogue/list-page'
import { contentPath } from '@/server/route-paths'
import { segmentSlug } from '@/content/route'

import { findContentBySlug } from '@/server/content'

import { CategoryProducts } from '../category-list'
import { routeLocale } from '@/server/route-store'

type Args = { params: Promise<{ store: string; locale: string; category: string; page: string }> }

/** /categorie/{url}/2/ and on; page 1 is the category's own path. */
async function resolve(args: Args) {
  const params = await args.params
  const locale = await routeLocale(params)
  if (!LIST_PAGE_NUMBER.test(params.page) || params.page === '1') notFound()
  return { locale, slug: segmentSlug(params.category), page: Number(params.page) }
}

export default async function CategoryPage(args: Args) {
  const { locale, slug, page } = await resolve(args)
  return <CategoryProducts locale={locale} slug={slug} page={page} />
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { locale, slug, page } = await resolve(args)
  const category = slug ? await findContentBySlug('categories', slug, locale) : null
  if (!category) return {}
  const t = await getTranslations({ locale, namespace: 'Catalogue' })
  return {
    title: t('pageTitle', { title: category.title, page }),
    alternates: { canonical: `${contentPath('categories', category.slug, locale)}${page}/` },
  }
}
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
