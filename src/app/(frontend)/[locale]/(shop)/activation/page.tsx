import { fixedPageRoute } from '@/content/route'

/** Activation page (/activer/); the activation form comes with the cards issue. */
const route = fixedPageRoute('/activation')

export default route.Page
export const generateMetadata = route.generateMetadata
