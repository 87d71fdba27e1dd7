import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/Account/Auth/auth-route'
import { IdentifyPage } from '@/commerce/widgets/Account/Auth/IdentifyPage.client'
import { LoggedInRedirect } from '@/commerce/widgets/Account/Auth/LoggedInRedirect.client'

/** Account identify (/compte/): the e-mail decides between login and account creation. */
const route = authRoute('identifyTitle', 'identifyIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <IdentifyPage {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
