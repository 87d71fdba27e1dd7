import { areaRoute } from '@/commerce/widgets/account/area/area-route'

/** The customer's orders (/compte/commandes/). */
const route = areaRoute('orders')

export default route.Page
export const generateMetadata = route.generateMetadata
