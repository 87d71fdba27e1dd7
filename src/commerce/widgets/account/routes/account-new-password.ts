/** What /account/new-password uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { NewPasswordForm } from '../auth/new-password-form.client'
export { NEW_PASSWORD_TEXTS } from '../auth/text-keys'
