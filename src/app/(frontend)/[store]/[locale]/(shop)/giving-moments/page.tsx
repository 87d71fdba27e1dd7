import { fixedPageRoute } from '@/content/route'

/** Giving moments overview (/offrir-un-moment/). */
const route = fixedPageRoute('/giving-moments')

export default route.Page
export const generateMetadata = route.generateMetadata
