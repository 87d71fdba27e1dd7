import { fixedPageRoute } from '@/content/route'

/** Cancellation policy (/politiques-d-annulation/). */
const route = fixedPageRoute('/cancellation-policy')

export default route.Page
export const generateMetadata = route.generateMetadata
