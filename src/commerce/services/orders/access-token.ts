import crypto from 'node:crypto'

import { z } from 'zod'

import { derivedSecret, sameSecret } from '@/server/secrets'

/**
 * How long an order e-mail's link opens the order: long enough for a bank transfer (14 days),
 * the invoice and a late look at the confirmation, short enough that an old forwarded mail
 * stops showing the buyer's address. Past it, the account or customer service remain.
 */
export const ORDER_ACCESS_DAYS = 30

/** `<expiry in Unix seconds>.<128-bit HMAC of the uuid and the expiry>`. */
export const ACCESS_TOKEN = /^(\d{10})\.([A-Za-z0-9_-]{22})$/

const DAY_MS = 86_400_000

/** The optional `access` argument of the operations that read or pay an order. */
export const accessArgument = z.string().regex(ACCESS_TOKEN, { error: 'accessInvalid' }).nullish()

const signature = (uuid: string, expiry: number): string =>
  crypto
    .createHmac('sha256', derivedSecret('order-access'))
    .update(`${uuid.toLowerCase()}.${expiry}`)
    .digest('base64url')
    .slice(0, 22)

/** A token that opens the order until ORDER_ACCESS_DAYS after `issuedAt`. */
export function orderAccessToken(uuid: string, issuedAt = new Date()): string {
  const expiry = Math.floor((issuedAt.getTime() + ORDER_ACCESS_DAYS * DAY_MS) / 1000)
  return `${expiry}.${signature(uuid, expiry)}`
}

/** When a token stops working; null when it is not one. */
export function accessTokenExpiry(token: string): Date | null {
  const match = ACCESS_TOKEN.exec(token)
  return match ? new Date(Number(match[1]) * 1000) : null
}

/** Whether the token was signed here for this order and has not expired. */
export function opensOrder(uuid: string, token: string | null | undefined, now = new Date()) {
  const match = token ? ACCESS_TOKEN.exec(token) : null
  if (!match) return false
  const expiry = Number(match[1])
  return expiry * 1000 > now.getTime() && sameSecret(match[2], signature(uuid, expiry))
}

/** A page path of the order with the token that opens it (the order e-mails' links). */
export const withOrderAccess = (path: string, uuid: string): string =>
  `${path}?access=${orderAccessToken(uuid)}`
