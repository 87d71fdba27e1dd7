import { luhnCheckDigit } from '../luhn'
import { CARD_NUMBER_LENGTH, CARD_PREFIX_LENGTH, PIN_LENGTH } from './card-number'

/** A keyed hash (an HMAC with the shop's secret key), given by the server: the domain has no key. */
export type Keyed = (message: string) => Uint8Array

export type CardSecrets = { number: string; pin: string }

// 250 is the largest multiple of 10 below 256: bytes from 250 up would favour the digits 0 to 5.
const UNBIASED_BELOW = 250
// A real HMAC gives 32 bytes a block and needs one block; this only stops a broken `keyed`.
const MAX_BLOCKS = 64

/** Decimal digits from the keyed hash of `seed:0`, `seed:1`, …, each digit equally likely. */
function digitsOf(keyed: Keyed, seed: string, count: number): string {
  let digits = ''
  for (let counter = 0; digits.length < count; counter += 1) {
    if (counter === MAX_BLOCKS) throw new Error('The keyed hash gives too few usable bytes')
    for (const byte of keyed(`${seed}:${counter}`)) {
      if (byte < UNBIASED_BELOW) digits += String(byte % 10)
      if (digits.length === count) break
    }
  }
  return digits
}

/**
 * A card's number and PIN, derived from the shop's key and the card's seed (stored with the
 * card) behind its store's prefix. The shop keeps only hashes of both, and derives them again
 * to resend a lost e-mail.
 */
export function deriveCardSecrets(keyed: Keyed, seed: string, prefix: string): CardSecrets {
  if (!new RegExp(`^\\d{${CARD_PREFIX_LENGTH}}$`).test(prefix)) {
    throw new Error(`A card prefix has ${CARD_PREFIX_LENGTH} digits, not '${prefix}'`)
  }
  const randomLength = CARD_NUMBER_LENGTH - prefix.length - 1
  const digits = digitsOf(keyed, seed, randomLength + PIN_LENGTH)
  const payload = prefix + digits.slice(0, randomLength)
  return { number: `${payload}${luhnCheckDigit(payload)}`, pin: digits.slice(randomLength) }
}
