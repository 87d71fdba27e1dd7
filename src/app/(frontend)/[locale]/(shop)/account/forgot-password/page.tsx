import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/account/auth/auth-route'
import { ForgotPasswordForm } from '@/commerce/widgets/account/auth/forgot-password-form.client'

/** Forgot password (/compte/mot-de-passe-oublie/): a reset link by e-mail. */
const route = authRoute('forgotTitle', 'forgotIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <ForgotPasswordForm {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
