import { fixedPageRoute } from '@/content/route'
import { templateRoute } from '@/content/template-route'

/** Doubler thank-you (/doubler/merci/): its template shows which card is in which draw. */
const route = templateRoute(
  'doubler-thank-you',
  fixedPageRoute({ pathname: '/doubler/thank-you/[[...product]]', params: {} }),
)

export default route.Page
export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
