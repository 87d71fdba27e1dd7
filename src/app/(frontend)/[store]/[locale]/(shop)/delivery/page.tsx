import { fixedPageRoute } from '@/content/route'

/** Delivery (/livraison/). */
const route = fixedPageRoute('/delivery')

export default route.Page
export const generateMetadata = route.generateMetadata
