import crypto from 'node:crypto'

import { deriveCardSecrets } from '@/commerce/domain/cards/card-secrets'
import { serverEnv } from '@/server/env'
import { derivedSecret } from '@/server/secrets'

const cardKey = (): string => serverEnv().CARD_SECRET_KEY ?? derivedSecret('gift-card-secrets')

const hmac = (message: string): Buffer =>
  crypto.createHmac('sha256', cardKey()).update(message).digest()

/**
 * A card's number and PIN, derived again whenever needed from the server key, the card's seed
 * and its store's prefix: the database keeps neither, yet a lost e-mail can be sent again.
 */
export const cardSecrets = (seed: string, prefix: string) => deriveCardSecrets(hmac, seed, prefix)

/** The lookup key of a card number: keyed, so a copy of the database alone reveals nothing. */
export const cardNumberHash = (number: string): string => hmac(`number:${number}`).toString('hex')

/** The PIN's hash, bound to its card. Compare with sameSecret (constant time). */
export const cardPinHash = (numberHash: string, pin: string): string =>
  hmac(`pin:${numberHash}:${pin}`).toString('hex')

/** The seed of the card at `index` of a package of an order; the nonce moves past collisions. */
export const cardSeed = (orderUuid: string, packageId: string, index: number, nonce: number) =>
  `${orderUuid}:${packageId}:${index}:${nonce}`
