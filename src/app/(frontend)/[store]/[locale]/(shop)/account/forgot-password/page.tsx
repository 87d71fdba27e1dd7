import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
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
    <GatewayCallerProvider caller={caller}>
      <ForgotPasswordForm {...widget} />
    </GatewayCallerProvider>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
