import { areaRoute } from '@/commerce/widgets/Account/Area/area-route'

/** The customer's orders (/compte/commandes/). */
const route = areaRoute('orders')

export default route.Page
export const generateMetadata = route.generateMetadata
