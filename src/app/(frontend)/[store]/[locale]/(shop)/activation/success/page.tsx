import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Activation thank-you (/activer/reussi/?order=): its template shows the payment's outcome. */
const route = templateRoute('activation-thank-you', fixedPageRoute('/activation/success'))

export default route.Page
export const generateMetadata = route.generateMetadata
