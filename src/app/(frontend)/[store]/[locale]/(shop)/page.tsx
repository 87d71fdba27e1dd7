import { fixedPageRoute } from '@/content/route'

/** Home: the page whose slug is 'home'. */
const route = fixedPageRoute('/')

export default route.Page
export const generateMetadata = route.generateMetadata
