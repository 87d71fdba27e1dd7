import { fixedPageRoute } from '@/content/route'

/** Business page (/entreprise/); product-specific business pages come with the catalogue. */
const route = fixedPageRoute({ pathname: '/business/[[...product]]', params: {} })

export default route.Page
export const generateMetadata = route.generateMetadata
