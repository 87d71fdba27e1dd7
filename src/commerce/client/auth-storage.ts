/**
 * What the account forms hand to one another in this tab (spec §4): the e-mail typed at the
 * identify step (prefilled by login, register and forgot password), and the e-mail a reset link
 * went to (the forgot password success page). Session storage: nothing outlives the tab, and
 * nothing lands in URLs, logs or analytics. Logout clears it.
 */
const PREFILL_KEY = 'account:prefill-email'
const FORGOT_KEY = 'account:forgot-password-email'

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode, quota): the next form is simply not prefilled.
  }
}

export const prefillEmail = (): string | null => read(PREFILL_KEY)
export const rememberPrefillEmail = (email: string): void => write(PREFILL_KEY, email)

export const forgotPasswordEmail = (): string | null => read(FORGOT_KEY)
export const rememberForgotPasswordEmail = (email: string): void => write(FORGOT_KEY, email)

/** Logout (spec §4): the forgot-password e-mail and the prefill data go. */
export function clearAuthStorage(): void {
  try {
    window.sessionStorage.removeItem(PREFILL_KEY)
    window.sessionStorage.removeItem(FORGOT_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
