/**
 * Where the spec's API names a thing otherwise than the code. The API calls the chamber-of-commerce
 * number `kvkNumber` (the Dutch register's name) in every country, the French SIREN included; the
 * code names it for what it is. The gateway and the client's request rename at their edge, so no
 * other module sees the API's word.
 */
const codeNameOf: Readonly<Record<string, string>> = { kvkNumber: 'chamberOfCommerceNumber' }
const apiNameOf: Readonly<Record<string, string>> = { chamberOfCommerceNumber: 'kvkNumber' }

const renameKeys = (value: unknown, names: Readonly<Record<string, string>>): unknown => {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [names[key] ?? key, renameKeys(item, names)]),
  )
}

const renamePath = (path: string, names: Readonly<Record<string, string>>): string =>
  path
    .split('.')
    .map((part) => names[part] ?? part)
    .join('.')

/** The API's arguments under the code's names (the gateway, before parsing). */
export const toCodeNames = (args: unknown): unknown => renameKeys(args, codeNameOf)

/**
 * A request body (JSON) with the code's keys under the API's names, for every input the client sends.
 * On the serialized text: a key is the name in quotes before a colon, which no string value holds
 * unescaped, and the browser ships no tree walker for it.
 */
export const toApiKeys = (json: string): string =>
  Object.entries(apiNameOf).reduce(
    (text, [code, api]) => text.replaceAll(`"${code}":`, `"${api}":`),
    json,
  )

/** A path the code names (`billingAddress.chamberOfCommerceNumber`) as the API names it. */
export const toApiPath = (path: string): string => renamePath(path, apiNameOf)

/** A path the API names (an error's referencedRequestParameter) as the code names it. */
export const toCodePath = (path: string): string => renamePath(path, codeNameOf)

/** A value with the chamber-of-commerce number under the API's name, for an input or a view. */
export function withApiNames<T extends { chamberOfCommerceNumber: string | null }>(
  value: T,
): Omit<T, 'chamberOfCommerceNumber'> & { kvkNumber: string | null } {
  const { chamberOfCommerceNumber, ...rest } = value
  return { ...rest, kvkNumber: chamberOfCommerceNumber }
}
