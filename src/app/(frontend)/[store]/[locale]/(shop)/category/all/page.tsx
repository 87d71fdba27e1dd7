import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryGrid } from '@/components/catalogue/category-grid'
import { JsonLd } from '@/components/json-ld'
import { Section } from '@/components/section'
import { breadcrumbJsonLd } from '@/content/breadcrumb-json-ld'
import { fixedPageRoute } from '@/content/route'
import { PageHeader } from '@/content/templates/page-header'
import { contentPath, localizedPath } from '@/server/route-paths'

import { categorySummaries } from '@/commerce/services/catalogue/pages'
import { requestStoreId } from '@/server/store'
import { routeLocale } from '@/server/route-store'
import { routeOrigin } from '@/server/store'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** /categorie/toutes-les-cartes-cadeaux/: the editors' page (when there is one), then every category. */
const route = fixedPageRoute('/category/all')

export default async function AllCategoriesPage(args: Args) {
  const locale = await routeLocale(await args.params)
  setRequestLocale(locale)
  const [hasPage, categories, t, catalogue] = await Promise.all([
    route.exists(args),
    categorySummaries(requestStoreId(), locale),
    getTranslations({ locale, namespace: 'CategoryOverview' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ])
  const crumbs = [
    { name: catalogue('home'), path: localizedPath(locale, '/') },
    { name: t('title'), path: localizedPath(locale, '/category/all') },
  ]
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, await routeOrigin())} />
      {hasPage ? await route.Page(args) : <PageHeader title={t('title')} />}
      <Section>
        <CategoryGrid
          label={t('listLabel')}
          categories={categories.map((category) => ({
            id: category.id,
            title: category.title,
            href: contentPath('categories', category.slug, locale),
            icon: category.icon,
            cards: t('cards', { count: category.cards }),
          }))}
        />
      </Section>
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  if (await route.exists(args)) return route.generateMetadata(args)
  const locale = await routeLocale(await args.params)
  const t = await getTranslations({ locale, namespace: 'CategoryOverview' })
  const path = localizedPath(locale, '/category/all')
  return { title: t('title'), alternates: { canonical: new URL(path, await routeOrigin()) } }
}
