/** The store's account a bank transfer goes to (store data, shown in the pending order e-mail). */
export type BankAccount = { accountHolder: string; iban: string; bic: string; bankName: string }

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** An IBAN as banks print it: groups of four ('FR76 3000 6000 0112 3456 7890 189'). */
export const formatIban = (iban: string): string =>
  compact(iban)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim()

/**
 * An IBAN (ISO 13616), spaces allowed: two letters, two check digits, up to 30 letters or
 * digits, and the mod-97 check a typo fails.
 */
export function isIban(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const iban = compact(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  )
  // Piecewise: the number is too long for a double, and BigInt is more than this needs.
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** A BIC (ISO 9362): bank, country, location and an optional branch, 8 or 11 characters. */
export const isBic = (value: unknown): boolean =>
  typeof value === 'string' && /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value))

/**
 * The store's bank account when every part of it is filled in: a transfer mail without the
 * account to pay into would leave the buyer stuck.
 */
export function completeBankAccount(
  account: Partial<Record<keyof BankAccount, string | null>> | null | undefined,
): BankAccount | null {
  const accountHolder = account?.accountHolder?.trim()
  const iban = account?.iban?.trim()
  const bic = account?.bic?.trim()
  const bankName = account?.bankName?.trim()
  if (!accountHolder || !iban || !bic || !bankName) return null
  return { accountHolder, iban: formatIban(iban), bic: compact(bic), bankName }
}
