import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/Account/Auth/auth-route'
import { LoggedInRedirect } from '@/commerce/widgets/Account/Auth/LoggedInRedirect.client'
import { RegisterForm } from '@/commerce/widgets/Account/Auth/RegisterForm.client'

/** Account creation (/compte/s-inscrire/). */
const route = authRoute('registerTitle', 'registerIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <RegisterForm {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
