/** What /account/register/success uses of the Account widget. */
export { authRoute } from '../auth/auth-route'
