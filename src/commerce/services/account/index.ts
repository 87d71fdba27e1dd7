export { forgetCartOnLogout } from './cart-link'
export { changeCustomer, type CustomerChange } from './customer-change'
export { userOf } from './customer-view'
export { accountError, captchaError, rateLimited, signedIn } from './guard'
export { checkPassword, customerByEmail, startSession } from './login'
export { sendAccountDeleted, sendPasswordChanged, sendPasswordReset, sendWelcome } from './mails'
export {
  deleteCustomerSessions,
  deleteSession,
  endSessionCookies,
  readSessionSecret,
  sessionCustomer,
} from './session'
export { failed, ok } from './status'
