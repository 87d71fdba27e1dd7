import { fixedPageRoute } from '@/content/route'

/** Cookie statement (/declaration-de-confidentialite-et-cookies/). */
const route = fixedPageRoute('/cookie-statement')

export default route.Page
export const generateMetadata = route.generateMetadata
