import { authRoute } from '@/commerce/widgets/account/routes/account-new-password-success'
import { primaryLinkClass } from '@/components/ui/link-styles'

/** The password is changed (/compte/nouveau-mot-de-passe/succes/): log in with it. */
const route = authRoute(
  'newPasswordSuccessTitle',
  'newPasswordSuccessText',
  [],
  ({ auth, widget }) => (
    <p>
      <a href={widget.links.login} className={primaryLinkClass}>
        {auth.loginLink}
      </a>
    </p>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
