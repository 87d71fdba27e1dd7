import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Redeem result (/verifier-solde/resultat/): its template adds the redeem shop. */
const route = templateRoute('redeem-result', fixedPageRoute('/redeem/result'))

export default route.Page
export const generateMetadata = route.generateMetadata
