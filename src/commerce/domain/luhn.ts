/** The Luhn (mod 10) check digit of a string of digits: card numbers end with it. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    // Doubled from the rightmost digit of the payload: it sits next to the check digit.
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

/** True when the last digit is the Luhn check digit of the others. */
export const isLuhnValid = (number: string): boolean =>
  /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1))
