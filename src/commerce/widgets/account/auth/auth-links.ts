/** The pages the identification widgets link or go to (links.server.ts makes them). */
export type AuthLinks = Record<
  | 'home'
  | 'giftCards'
  | 'checkout'
  | 'identify'
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'overview'
  | 'forgotPassword'
  | 'forgotPasswordSuccess'
  | 'newPasswordSuccess',
  string
>
