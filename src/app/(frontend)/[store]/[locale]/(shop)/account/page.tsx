import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
import {
  authRoute,
  IDENTIFY_TEXTS,
  IdentifyPage,
  LoggedInRedirect,
} from '@/commerce/widgets/account/routes/account'

/** Account identify (/compte/): the e-mail decides between login and account creation. */
const route = authRoute('identifyTitle', 'identifyIntro', IDENTIFY_TEXTS, ({ caller, widget }) => (
  <GatewayCallerProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <IdentifyPage {...widget} />
  </GatewayCallerProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
