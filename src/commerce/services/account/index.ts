export { userOf } from './customer-view'
export { accountError, captchaError, signedIn } from './guard'
export { addAddress, deleteAddress, updateAddress, updateUserDetails } from './own-details'
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
