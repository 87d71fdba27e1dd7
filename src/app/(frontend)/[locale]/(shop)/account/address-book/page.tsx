import { areaRoute } from '@/commerce/widgets/account/area/area-route'

/** The address book (/compte/carnet-adresses/). */
const route = areaRoute('addressBook')

export default route.Page
export const generateMetadata = route.generateMetadata
