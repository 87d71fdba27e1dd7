import { notFound } from 'next/navigation'

import { contentPath } from '@/server/route-paths'
import { ProductList } from '@/components/catalogue/product-list'
import type { Locale } from '@/i18n/routing'
import { findContentBySlug } from '@/server/content'

type Props = { locale: Locale; slug: string | null; page: number }

/** A category's gift cards, a page at a time, under its editors' page (spec §2 /categorie/{url}/). */
export async function CategoryProducts({ locale, slug, page }: Props) {
  const category = slug ? await findContentBySlug('categories', slug, locale) : null
  // Page 1 is the category's own route, which answers 404 itself; later pages need a category.
  if (!category) return page > 1 ? notFound() : null
  return (
    <ProductList
      locale={locale}
      page={page}
      basePath={contentPath('categories', category.slug, locale)}
      category={{ id: category.id, slug: category.slug }}
      heading={page > 1 ? category.title : undefined}
    />
  )
}
