import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
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
    <GatewayCallerProvider caller={caller}>
      <NewPasswordForm texts={widget.texts} links={widget.links} />
    </GatewayCallerProvider>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
