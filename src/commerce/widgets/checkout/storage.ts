import type { CheckoutValues } from './values'

/**
 * The details typed in this tab, so coming back from a failed or canceled payment restores them
 * (spec §8: errors never lose what the shopper typed). Session storage: nothing outlives the tab.
 * Passwords are never stored, and the terms are agreed to again.
 */
const KEY = 'checkout:details'

export type StoredCheckout = Omit<CheckoutValues, 'createAccount' | 'termsAccepted'>

export function storableCheckout(values: CheckoutValues): StoredCheckout {
  const { createAccount: _password, termsAccepted: _terms, ...kept } = values
  return kept
}

export function saveCheckout(values: CheckoutValues): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(storableCheckout(values)))
  } catch {
    // Storage refused (private mode, quota): a return from the payment starts empty.
  }
}

/** The stored details over the blank form, or null when none (or unreadable) are stored. */
export function restoreCheckout(blank: CheckoutValues): CheckoutValues | null {
  try {
    const stored = window.sessionStorage.getItem(KEY)
    if (!stored) return null
    const kept = JSON.parse(stored) as Partial<StoredCheckout>
    return {
      ...blank,
      ...kept,
      billingAddress: { ...blank.billingAddress, ...kept.billingAddress },
      deliveryAddress: { ...blank.deliveryAddress, ...kept.deliveryAddress },
      paymentDetails: { ...blank.paymentDetails, ...kept.paymentDetails },
    }
  } catch {
    return null
  }
}

/** After a paid order the details are no longer needed in this tab. */
export function forgetCheckout(): void {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored.
  }
}
