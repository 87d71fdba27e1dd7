import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
import {
  authRoute,
  LoggedInRedirect,
  REGISTER_TEXTS,
  RegisterForm,
} from '@/commerce/widgets/account/routes/account-register'

/** Account creation (/compte/s-inscrire/). */
const route = authRoute(
  'registerTitle',
  'registerIntro',
  REGISTER_TEXTS,
  ({ caller, widget, storeRegister }) => (
    <GatewayCallerProvider caller={caller}>
      <LoggedInRedirect to={widget.links.overview} />
      <RegisterForm {...widget} {...storeRegister} />
    </GatewayCallerProvider>
  ),
)

export default route.Page
export const generateMetadata = route.generateMetadata
