import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute, NewPasswordForm } from '@/commerce/widgets/account/routes/account-new-password'

/** New password (/compte/nouveau-mot-de-passe/?token=…), from the e-mailed link. */
const route = authRoute('newPasswordTitle', 'newPasswordIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <NewPasswordForm texts={widget.texts} links={widget.links} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
