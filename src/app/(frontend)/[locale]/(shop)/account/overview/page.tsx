import { fixedPageRoute } from '@/content/route'

/** User home (/compte/apercu/); the account widgets come with the accounts issue. */
const route = fixedPageRoute('/account/overview')

export default route.Page
export const generateMetadata = route.generateMetadata
