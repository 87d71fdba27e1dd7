import { contentRoute, segmentSlug } from '@/content/route'

/** A gift card category (/categorie/{url}/); its product list comes with the catalogue. */
const route = contentRoute('categories', (_, params) => segmentSlug(params.category))

export default route.Page
export const generateMetadata = route.generateMetadata
