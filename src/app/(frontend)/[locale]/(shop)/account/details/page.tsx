import { areaRoute } from '@/commerce/widgets/account/area/area-route'
import { Details } from '@/commerce/widgets/account/area/details.client'

/** My details (/compte/donnees/). */
const route = areaRoute('details', ({ locale, texts, hrefs, storeCountry }) => (
  <Details locale={locale} texts={texts} hrefs={hrefs} storeCountry={storeCountry} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
