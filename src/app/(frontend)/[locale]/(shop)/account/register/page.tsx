import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/account/auth/auth-route'
import { LoggedInRedirect } from '@/commerce/widgets/account/auth/logged-in-redirect.client'
import { RegisterForm } from '@/commerce/widgets/account/auth/register-form.client'

/** Account creation (/compte/s-inscrire/). */
const route = authRoute('registerTitle', 'registerIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <RegisterForm {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
