import { fixedPageRoute } from '@/content/route'

/** Blog overview: its page, then every article. */
const route = fixedPageRoute('/blog')

export default route.Page
export const generateMetadata = route.generateMetadata
