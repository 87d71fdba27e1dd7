import { areaRoute, Overview } from '@/commerce/widgets/account/routes/account-overview'

/** The account overview (/compte/apercu/). */
const route = areaRoute('overview', ({ locale, texts, hrefs }) => (
  <Overview locale={locale} texts={texts} hrefs={hrefs} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
