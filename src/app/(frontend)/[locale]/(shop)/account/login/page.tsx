import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/account/auth/auth-route'
import { LoggedInRedirect } from '@/commerce/widgets/account/auth/logged-in-redirect.client'
import { LoginForm } from '@/commerce/widgets/account/auth/login-form.client'

/** Login (/compte/se-connecter/), back to the `callback` of the query or the overview. */
const route = authRoute('loginTitle', 'loginIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <LoginForm {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
