import { fixedPageRoute } from '@/content/route'

/** Terms and conditions (/cgv/). */
const route = fixedPageRoute('/terms')

export default route.Page
export const generateMetadata = route.generateMetadata
