/** What /account/forgot-password uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { ForgotPasswordForm } from '../auth/forgot-password-form.client'
export { FORGOT_PASSWORD_TEXTS } from '../auth/text-keys'
