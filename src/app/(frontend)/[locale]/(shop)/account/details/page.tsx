import { areaRoute } from '@/commerce/widgets/account/area/area-route'

/** My details (/compte/donnees/). */
const route = areaRoute('details')

export default route.Page
export const generateMetadata = route.generateMetadata
