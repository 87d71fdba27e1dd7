import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import {
  authRoute,
  FORGOT_PASSWORD_TEXTS,
  ForgotPasswordForm,
} from '@/commerce/widgets/account/routes/account-forgot-password'

/** Forgot password (/compte/mot-de-passe-oublie/): a reset link by e-mail. */
const route = authRoute(
  'forgotTitle',
  'forgotIntro',
  FORGOT_PASSWORD_TEXTS,
  ({ caller, widget }) => (
    <GatewayProvider caller={caller}>
      <ForgotPasswordForm {...widget} />
    </GatewayProvider>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
