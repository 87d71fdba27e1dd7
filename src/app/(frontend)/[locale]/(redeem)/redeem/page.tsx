import { fixedPageRoute } from '@/content/route'

/** Redeem check (/verifier-solde/); the balance form comes with the cards issue. */
const route = fixedPageRoute('/redeem')

export default route.Page
export const generateMetadata = route.generateMetadata
