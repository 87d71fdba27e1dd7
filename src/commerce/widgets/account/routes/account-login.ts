/** What /account/login uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { LoggedInRedirect } from '../auth/logged-in-redirect.client'
export { LoginForm } from '../auth/login-form.client'
export { LOGIN_TEXTS } from '../auth/text-keys'
