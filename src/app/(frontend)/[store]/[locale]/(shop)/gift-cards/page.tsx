import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Products overview (/cartes-cadeaux/): its template adds the first page of gift cards. */
const route = templateRoute('products-overview', fixedPageRoute('/gift-cards'))

export default route.Page
export const generateMetadata = route.generateMetadata
