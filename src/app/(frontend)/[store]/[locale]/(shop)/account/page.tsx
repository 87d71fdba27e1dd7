import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import {
  authRoute,
  IDENTIFY_TEXTS,
  IdentifyPage,
  LoggedInRedirect,
} from '@/commerce/widgets/account/routes/account'

/** Account identify (/compte/): the e-mail decides between login and account creation. */
const route = authRoute('identifyTitle', 'identifyIntro', IDENTIFY_TEXTS, ({ caller, widget }) => (
  <GatewayProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <IdentifyPage {...widget} />
  </GatewayProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
