import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { addressNetwork } from '@/server/address-network'
import { clientAddress } from '@/server/client-address'
import { createRateLimit } from '@/server/rate-limit'

import { type SignInText, staffText } from './sign-in-texts'

const MINUTE = 60_000

/**
 * Staff sign-ins counted per client address, per account from one address, and per account from
 * every address, over one window. An address may add at most twice its per-account limit to an
 * account's count within any window of it (two of its own windows overlap one), so while the
 * account's limit is above that, no single address can lock an account: it gets 429 first.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Failed sign-ins from one address, whatever the account: a script trying many accounts. */
  address: 10,
  /** Failed sign-ins for one account from one address. */
  accountFromAddress: 5,
  /** Failed sign-ins for one account from every address: past it the account is locked. */
  account: 30,
} as const

/** Reset mails asked for, per client address and per account (the inbox that receives them). */
export const RESET_MAIL_LIMITS = { windowMs: 60 * MINUTE, address: 5, account: 3 } as const

const limit = (name: string, count: number, windowMs: number) =>
  createRateLimit({ name, limit: count, windowMs })

const signIns = {
  address: limit('staff-sign-in', SIGN_IN_LIMITS.address, SIGN_IN_LIMITS.windowMs),
  accountFromAddress: limit(
    'staff-sign-in-account-address',
    SIGN_IN_LIMITS.accountFromAddress,
    SIGN_IN_LIMITS.windowMs,
  ),
  account: limit('staff-sign-in-account', SIGN_IN_LIMITS.account, SIGN_IN_LIMITS.windowMs),
}
const resetMails = {
  address: limit('staff-reset-mail', RESET_MAIL_LIMITS.address, RESET_MAIL_LIMITS.windowMs),
  account: limit('staff-reset-mail-account', RESET_MAIL_LIMITS.account, RESET_MAIL_LIMITS.windowMs),
}

/** The keys one sign-in counted under, kept on the request until it succeeds. */
type Counted = { address: string; pair: string; account: string }
const COUNTED = 'staffSignInCounted'

/** The account as Payload looks it up: the e-mail, lower case, trimmed. */
const accountOf = (args: unknown): string => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

const addressOf = (req: PayloadRequest) => addressNetwork(clientAddress(req.headers) ?? 'unknown')

function refusal(req: PayloadRequest, text: SignInText, windowMs: number): APIError {
  const minutes = windowMs / MINUTE
  // Payload adds the request's response headers to its error answers.
  ;(req.responseHeaders ??= new Headers()).set('Retry-After', String(windowMs / 1000))
  const error = new APIError(staffText(req, text, { minutes }), 429)
  // Minified, the class has no name, and Payload then answers "An unknown error occurred."
  error.name = 'TooManyRequests'
  return error
}

/**
 * Every attempt is counted before the password is checked, so a burst of parallel attempts gets
 * no more through than a sequence; a right password gives its count back (refundSignIn). The
 * account's own count is reached only by attempts its address may still make.
 */
async function admitSignIn(req: PayloadRequest, account: string): Promise<void> {
  const { payload } = req
  const address = addressOf(req)
  const counted: Counted = { address, pair: `${account} ${address}`, account }
  const addressAdmitted =
    (await signIns.address.consume(payload, counted.address)) &&
    (await signIns.accountFromAddress.consume(payload, counted.pair))
  if (!addressAdmitted) throw refusal(req, 'addressLimited', SIGN_IN_LIMITS.windowMs)
  if (!(await signIns.account.consume(payload, counted.account)))
    throw refusal(req, 'accountLocked', SIGN_IN_LIMITS.windowMs)
  req.context[COUNTED] = counted
}

async function admitResetMail(req: PayloadRequest, account: string): Promise<void> {
  const admitted =
    (await resetMails.address.consume(req.payload, addressOf(req))) &&
    (await resetMails.account.consume(req.payload, account))
  if (!admitted) throw refusal(req, 'resetMailLimited', RESET_MAIL_LIMITS.windowMs)
}

// The Local API (seed, tests, scripts) is the server's own code: only requests from outside count.
const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** Staff sign-in (REST, GraphQL, the admin's form) and reset mails, limited before Payload acts. */
export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!fromOutside(req)) return args
  if (operation === 'login') await admitSignIn(req, accountOf(args))
  if (operation === 'forgotPassword') await admitResetMail(req, accountOf(args))
  return args
}

/** A right password: the attempt no longer counts against its address or its account. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req }) => {
  const counted = req.context[COUNTED] as Counted | undefined
  if (!counted) return
  delete req.context[COUNTED]
  await Promise.all([
    signIns.address.refund(req.payload, counted.address),
    signIns.accountFromAddress.refund(req.payload, counted.pair),
    signIns.account.refund(req.payload, counted.account),
  ])
}
