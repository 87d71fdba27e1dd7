import {
  authRoute,
  ForgotPasswordSent,
} from '@/commerce/widgets/account/routes/account-forgot-password-success'
import { linkClass } from '@/components/ui/link-styles'

/** The reset link is on its way (/compte/mot-de-passe-oublie/succes/). */
const route = authRoute('forgotSuccessTitle', null, [], ({ auth, widget: { links } }) => (
  <>
    <ForgotPasswordSent
      text={auth.forgotSuccessText}
      textWithoutEmail={auth.forgotSuccessTextNoEmail}
    />
    <p>{auth.forgotSuccessHint}</p>
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      <a href={links.forgotPassword} className={linkClass}>
        {auth.forgotAgain}
      </a>
      <a href={links.login} className={linkClass}>
        {auth.backToLogin}
      </a>
    </p>
  </>
))

export default route.Page
export const generateMetadata = route.generateMetadata
