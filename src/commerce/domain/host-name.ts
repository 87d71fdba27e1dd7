/** A DNS host name in lower case without scheme, port or trailing dot (RFC 1123 labels). */
export const isHostName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 253 &&
  /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/.test(value)

/**
 * The host name of a Host header: lower case, port and trailing dot dropped; undefined when it is
 * not a host name (an IPv6 literal, garbage), so it can never select a store.
 */
export function hostNameOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  const name = header
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '')
  return isHostName(name) ? name : undefined
}
