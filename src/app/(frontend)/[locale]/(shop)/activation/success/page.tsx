import { fixedPageRoute } from '@/content/route'

/** Activation thank-you (/activer/reussi/). */
const route = fixedPageRoute('/activation/success')

export default route.Page
export const generateMetadata = route.generateMetadata
