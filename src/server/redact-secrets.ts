/**
 * A query parameter whose value is a bearer secret: an order e-mail's `access`, a password reset's
 * `token`, the preview `secret`, and any name containing one of those words (`reset_token`,
 * `accessToken`). Also when encoded inside another URL (`?return=%2Fpaiement%2F…%3Faccess%3D…`),
 * where the rest of that value goes too.
 */
const SECRET_PARAMETER =
  /((?:[?&;]|%3f|%26)[\w.-]*(?:access|token|secret|password)[\w.-]*(?:=|%3d))[^&#\s"'<>\\]*/gi

/** A path segment that is a token: Payload's /admin/reset/<token> and …/verify/<token>. */
const SECRET_SEGMENT = /(\/(?:reset|verify)\/)[^/?#\s"'<>\\]+/gi

export const REDACTED = '[redacted]'

/**
 * `text` (a URL, a log line, a span's name or attribute) with every secret a URL may carry replaced
 * by `[redacted]`; everything else kept, so paths and harmless parameters still tell what happened.
 */
export const redactSecrets = (text: string): string =>
  text.replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(SECRET_SEGMENT, `$1${REDACTED}`)
