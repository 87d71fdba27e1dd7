import { fixedPageRoute } from '@/content/route'

/** Doubler thank-you (/doubler/merci/). */
const route = fixedPageRoute({ pathname: '/doubler/thank-you/[[...product]]', params: {} })

export default route.Page
export const generateMetadata = route.generateMetadata
