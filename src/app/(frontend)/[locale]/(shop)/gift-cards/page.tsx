import { fixedPageRoute } from '@/content/route'

/** Products overview (/cartes-cadeaux/); the product list comes with the catalogue. */
const route = fixedPageRoute('/gift-cards')

export default route.Page
export const generateMetadata = route.generateMetadata
