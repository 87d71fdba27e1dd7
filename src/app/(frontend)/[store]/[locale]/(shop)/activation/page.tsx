import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Activation (/activer/): the activation page's template, which brings the form. */
const route = templateRoute('activation', fixedPageRoute('/activation'))

export default route.Page
export const generateMetadata = route.generateMetadata
