import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'

/** The store's account a bank transfer goes to (store data, shown in the pending order e-mail). */
export type BankAccount = { accountHolder: string; iban: string; bic: string; bankName: string }

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** An IBAN as banks print it: groups of four ('FR76 3000 6000 0112 3456 7890 189'). */
export const formatIban = (iban: string): string =>
  compact(iban)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim()

/** An IBAN (ISO 13616), spaces and lower case allowed: its country's length and the mod-97 check. */
export const isIban = (value: unknown): boolean =>
  typeof value === 'string' && isValidIBAN(electronicFormatIBAN(value) ?? '')

/** A BIC (ISO 9362): bank, country, location and an optional branch, 8 or 11 characters. */
export const isBic = (value: unknown): boolean =>
  typeof value === 'string' && isValidBIC(compact(value))

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
