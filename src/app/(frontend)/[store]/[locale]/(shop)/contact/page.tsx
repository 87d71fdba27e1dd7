import { fixedPageRoute } from '@/content/route'

/** Contact (/nous-contacter/). */
const route = fixedPageRoute('/contact')

export default route.Page
export const generateMetadata = route.generateMetadata
