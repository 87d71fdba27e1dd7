import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/Account/Auth/auth-route'
import { LoggedInRedirect } from '@/commerce/widgets/Account/Auth/LoggedInRedirect.client'
import { LoginForm } from '@/commerce/widgets/Account/Auth/LoginForm.client'

/** Login (/compte/se-connecter/), back to the `callback` of the query or the overview. */
const route = authRoute('loginTitle', 'loginIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <LoginForm {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
