import { contentRoute, segmentSlug } from '@/content/route'

import { CategoryProducts } from './category-list'
import { routeLocale } from '@/server/route-store'

type Args = Parameters<ReturnType<typeof contentRoute>['Page']>[0]

/** A gift card category (/categorie/{url}/): the editors' page, then its first page of cards. */
const route = contentRoute('categories', (_, params) => segmentSlug(params.category))

export default async function CategoryPage(args: Args) {
  const params = await args.params
  const locale = await routeLocale(params)
  return (
    <>
      {await route.Page(args)}
      <CategoryProducts locale={locale} slug={segmentSlug(params.category)} page={1} />
    </>
  )
}

export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
