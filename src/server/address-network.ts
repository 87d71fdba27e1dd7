import { isIP } from 'node:net'

/** An IPv6 address's eight groups, `::` expanded; an embedded IPv4 tail counts as two groups. */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : group))
  const [head = '', tail] = address.split('::')
  const left = groups(head)
  if (tail === undefined) return left
  const right = groups(tail)
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * The client a per-address limit counts: an IPv4 address itself, an IPv6 address's /64. One
 * subscriber or host is handed a whole /64 and may use any address in it, so counting single
 * IPv6 addresses would give one attacker 2^64 fresh windows. Anything else is returned as is.
 */
export function addressNetwork(address: string): string {
  if (isIP(address) !== 6) return address
  const prefix = ipv6Groups(address.toLowerCase())
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
  return `${prefix.join(':')}::/64`
}
