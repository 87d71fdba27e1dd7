import { siteOf } from '@/commerce/services/store'
import { OrganisationJsonLd } from '@/components/organisation-json-ld'
import { fixedPageRoute, type RouteArgs } from '@/content/route'
import { routeLocale } from '@/server/route-store'
import { getStore } from '@/server/store'

/** Home: the page whose slug is 'home'. */
const route = fixedPageRoute('/')

/**
 * Home carries the store's Organization structured data, where search engines look for it: on
 * every page it weighed twice (markup and RSC payload) on each of them (issue 39).
 */
export default async function HomePage(args: RouteArgs) {
  const store = await getStore(await routeLocale(await args.params))
  return (
    <>
      <route.Page {...args} />
      <OrganisationJsonLd store={store} baseUrl={siteOf(store).origin} />
    </>
  )
}

export const generateMetadata = route.generateMetadata
