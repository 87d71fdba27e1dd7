import { fixedPageRoute } from '@/content/route'

/** Redeem result (/verifier-solde/resultat/). */
const route = fixedPageRoute('/redeem/result')

export default route.Page
export const generateMetadata = route.generateMetadata
