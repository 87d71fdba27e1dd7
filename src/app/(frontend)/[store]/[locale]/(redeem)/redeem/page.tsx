import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Redeem check (/verifier-solde/): its template adds the balance form. */
const route = templateRoute('redeem-check', fixedPageRoute('/redeem'))

export default route.Page
export const generateMetadata = route.generateMetadata
