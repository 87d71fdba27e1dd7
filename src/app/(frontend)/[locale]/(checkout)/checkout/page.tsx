import { fixedPageRoute } from '@/content/route'

/** Checkout (/paiement/): its page carries the checkout header; the steps come with the checkout. */
const route = fixedPageRoute('/checkout')

export default route.Page
export const generateMetadata = route.generateMetadata
