export { forgetCartOnLogout } from './cart-link'
export { changeCustomer, type CustomerChange } from './customer-change'
export { userOf } from './customer-view'
export { accountError, captchaError, rateLimited, signedIn } from './guard'
export { checkPassword, customerByEmail, startSession } from './login'
export { addAddress, deleteAddress, updateAddress, updateUserDetails } from './own-details'
export { sendAccountDeleted, sendPasswordChanged, sendPasswordReset, sendWelcome } from './mails'
export { changePassword, deleteAccount, requestPasswordReset, resetPassword } from './password'
export { registerCustomer } from './register'
export {
  deleteCustomerSessions,
  deleteSession,
  endSessionCookies,
  readSessionSecret,
  sessionCustomer,
} from './session'
export { currentUser, customerExists, signIn, signOut } from './sign-in'
export { failed, ok } from './status'
