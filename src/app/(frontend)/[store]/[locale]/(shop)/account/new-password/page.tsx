import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import {
  authRoute,
  NEW_PASSWORD_TEXTS,
  NewPasswordForm,
} from '@/commerce/widgets/account/routes/account-new-password'

/** New password (/compte/nouveau-mot-de-passe/?token=…), from the e-mailed link. */
const route = authRoute(
  'newPasswordTitle',
  'newPasswordIntro',
  NEW_PASSWORD_TEXTS,
  ({ caller, widget }) => (
    <GatewayProvider caller={caller}>
      <NewPasswordForm texts={widget.texts} links={widget.links} />
    </GatewayProvider>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
