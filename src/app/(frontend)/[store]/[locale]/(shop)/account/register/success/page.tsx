import { authRoute } from '@/commerce/widgets/account/routes/account-register-success'
import { primaryLinkClass, secondaryLinkClass } from '@/components/ui/link-styles'

/** After account creation (/compte/s-inscrire/succes/): the customer is logged in. */
const route = authRoute('registerSuccessTitle', 'registerSuccessText', [], ({ auth, widget }) => (
  <p className="flex flex-wrap gap-3">
    <a href={widget.links.overview} className={primaryLinkClass}>
      {auth.toOverview}
    </a>
    <a href={widget.links.giftCards} className={secondaryLinkClass}>
      {auth.continueShopping}
    </a>
  </p>
))

export default route.Page
export const generateMetadata = route.generateMetadata
