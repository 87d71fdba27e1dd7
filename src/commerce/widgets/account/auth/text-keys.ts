import type fr from '@/i18n/messages/fr'

type AuthKey = keyof (typeof fr)['AccountAuth']

/**
 * Of the AccountAuth texts, those each page's form shows: a sign-in page carried all 64 in its
 * RSC payload, 3.5 KB (issue 39). The forms' props are typed by these lists, so a text a form
 * reads and its list lacks does not compile. The cart's modals and redeem's get them all.
 */
const FORM = ['dismissError'] as const
const SHOW_PASSWORD = ['showPassword', 'hidePassword'] as const
export const NEW_PASSWORD_FIELDS_TEXTS = [...SHOW_PASSWORD, 'passwordHint'] as const

export const IDENTIFY_TEXTS = [
  ...FORM,
  'email',
  'identifySubmit',
  'identifying',
] as const satisfies readonly AuthKey[]

export const LOGIN_TEXTS = [
  ...FORM,
  ...SHOW_PASSWORD,
  'email',
  'password',
  'loginSubmit',
  'loggingIn',
  'noAccount',
  'registerLink',
  'forgotPasswordLink',
] as const satisfies readonly AuthKey[]

export const REGISTER_TEXTS = [
  ...FORM,
  ...NEW_PASSWORD_FIELDS_TEXTS,
  'business',
  'companyName',
  'customerType',
  'email',
  'emailConfirmation',
  'firstName',
  'haveAccount',
  'lastName',
  'loginLink',
  'password',
  'passwordConfirmation',
  'private',
  'registerSubmit',
  'registering',
  'subscribed',
  'vatNumber',
  'vatNumberHint',
] as const satisfies readonly AuthKey[]

export const FORGOT_PASSWORD_TEXTS = [
  ...FORM,
  'email',
  'forgotSubmit',
  'forgotSending',
  'backToLogin',
] as const satisfies readonly AuthKey[]

export const NEW_PASSWORD_TEXTS = [
  ...FORM,
  ...NEW_PASSWORD_FIELDS_TEXTS,
  'forgotAgain',
  'newPassword',
  'newPasswordLinkMissing',
  'newPasswordSaving',
  'newPasswordSubmit',
  'passwordConfirmation',
] as const satisfies readonly AuthKey[]

/** The texts a list names. */
export type TextsOf<List extends readonly AuthKey[]> = List[number]
