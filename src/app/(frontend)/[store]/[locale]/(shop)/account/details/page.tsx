import { areaRoute, Details } from '@/commerce/widgets/account/routes/account-details'

/** My details (/compte/donnees/). */
const route = areaRoute('details', ({ locale, texts, hrefs, storeCountry }) => (
  <Details locale={locale} texts={texts} hrefs={hrefs} storeCountry={storeCountry} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
