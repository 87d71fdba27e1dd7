import { areaRoute } from '@/commerce/widgets/account/area/area-route'
import { Overview } from '@/commerce/widgets/account/area/overview.client'

/** The account overview (/compte/apercu/). */
const route = areaRoute('overview', ({ locale, texts, hrefs }) => (
  <Overview locale={locale} texts={texts} hrefs={hrefs} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
