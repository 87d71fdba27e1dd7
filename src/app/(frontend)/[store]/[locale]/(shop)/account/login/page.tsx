import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
import {
  authRoute,
  LOGIN_TEXTS,
  LoggedInRedirect,
  LoginForm,
} from '@/commerce/widgets/account/routes/account-login'

/** Login (/compte/se-connecter/), back to the `callback` of the query or the overview. */
const route = authRoute('loginTitle', 'loginIntro', LOGIN_TEXTS, ({ caller, widget }) => (
  <GatewayCallerProvider caller={caller}>
    <LoggedInRedirect to={widget.links.overview} />
    <LoginForm {...widget} />
  </GatewayCallerProvider>
))

export default route.Page
export const generateMetadata = route.generateMetadata
