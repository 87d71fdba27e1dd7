import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/account/auth/auth-route'
import { NewPasswordForm } from '@/commerce/widgets/account/auth/new-password-form.client'

/** New password (/compte/nouveau-mot-de-passe/?token=…), from the e-mailed link. */
const route = authRoute('newPasswordTitle', 'newPasswordIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <NewPasswordForm texts={widget.texts} links={widget.links} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
