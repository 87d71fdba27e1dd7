/** What /account/register uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { LoggedInRedirect } from '../auth/logged-in-redirect.client'
export { RegisterForm } from '../auth/register-form.client'
export { REGISTER_TEXTS } from '../auth/text-keys'
