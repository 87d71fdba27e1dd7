import { areaRoute } from '@/commerce/widgets/Account/Area/area-route'

/** The address book (/compte/carnet-adresses/). */
const route = areaRoute('addressBook')

export default route.Page
export const generateMetadata = route.generateMetadata
