import crypto from 'node:crypto'

/** The header that carries a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'X-Payment-Signature'

/** How old (or how far in the future) a signed timestamp may be: replays after that are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60

const hmac = (secret: string, timestamp: number, body: string): string =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/** The signature header of a body, signed at `now` (milliseconds). */
export function signWebhook(body: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000)
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/**
 * Whether the header signs this exact body with the secret, within the tolerance. The
 * timestamp is part of what is signed, so an old signature cannot be given a new date.
 */
export function verifyWebhook(
  header: string | null,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=')
      return [key, value.join('=')] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  return crypto.timingSafeEqual(Buffer.from(given, 'hex'), expected)
}
