/** The Account widget's public surface: what other widgets may use of it. */
export { AccountGate } from './area/account-gate.client'
export { areaTexts, type AreaTexts } from './area/texts'
export { useAccount } from './area/use-account.client'
export type { OrderIdentifyProps } from './auth/identify-modal.client'
export { IdentifyForm, loadAuthForms, LoginForm } from './auth/forms-on-demand.client'
export { cartStep, cartTarget } from './auth/cart-flow'
export { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from './auth/ids'
export type { AuthLinks } from './auth/auth-links'
export { authLinks } from './auth/links'
export { isLoggedIn } from './auth/logged-in'
export {
  authTextsFor,
  type CartIdentifyProps,
  GuestOrderModalHost,
  IdentifyModalHost,
} from './auth/modal-hosts.client'
export { authTexts, type AuthTexts } from './auth/texts'
