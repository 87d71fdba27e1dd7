/** What /account (identify or sign in) uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
export { IdentifyPage } from '../auth/identify-page.client'
export { LoggedInRedirect } from '../auth/logged-in-redirect.client'
export { IDENTIFY_TEXTS } from '../auth/text-keys'
