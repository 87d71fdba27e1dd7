// Placeholder until the domain helper's version lands (same exported API).
export function deriveCardSecrets(
  keyed: (message: string) => Uint8Array,
  seed: string,
): { number: string; pin: string } {
  const digits: number[] = []
  for (let block = 0; digits.length < 30; block++) {
    for (const byte of keyed(`${seed}:${block}`)) if (byte < 250) digits.push(byte % 10)
  }
  const body = '6280452' + digits.slice(0, 11).join('')
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i])
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return { number: body + ((10 - (sum % 10)) % 10), pin: digits.slice(11, 17).join('') }
}

export const lastFour = (number: string): string => number.slice(-4)

export const cardExpiry = (issuedAt: Date): string => {
  const date = new Date(issuedAt)
  date.setUTCFullYear(date.getUTCFullYear() + 2)
  return date.toISOString().slice(0, 10)
}
