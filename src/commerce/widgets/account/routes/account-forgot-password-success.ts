/** What /account/forgot-password/success uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { ForgotPasswordSent } from '../auth/forgot-password-sent.client'
