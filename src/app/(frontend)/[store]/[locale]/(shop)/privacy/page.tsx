import { fixedPageRoute } from '@/content/route'

/** Privacy (/privacy/). */
const route = fixedPageRoute('/privacy')

export default route.Page
export const generateMetadata = route.generateMetadata
