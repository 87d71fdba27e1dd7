import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { authRoute } from '@/commerce/widgets/account/auth/auth-route'
import { IdentifyPage } from '@/commerce/widgets/account/auth/identify-page.client'
import { LoggedInRedirect } from '@/commerce/widgets/account/auth/logged-in-redirect.client'

/** Account identify (/compte/): the e-mail decides between login and account creation. */
const route = authRoute('identifyTitle', 'identifyIntro', ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <IdentifyPage {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
