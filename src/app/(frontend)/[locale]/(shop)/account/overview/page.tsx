import { areaRoute } from '@/commerce/widgets/account/area/area-route'

/** The account overview (/compte/apercu/). */
const route = areaRoute('overview')

export default route.Page
export const generateMetadata = route.generateMetadata
