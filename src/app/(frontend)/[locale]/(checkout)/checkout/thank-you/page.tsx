import { fixedPageRoute } from '@/content/route'

/** Order confirmation (/paiement/merci/). */
const route = fixedPageRoute('/checkout/thank-you')

export default route.Page
export const generateMetadata = route.generateMetadata
