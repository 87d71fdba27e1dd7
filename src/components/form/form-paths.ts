/**
 * A path of a domain schema (or of a gateway error) as the form's field: the phone is checked as
 * one E.164 number but typed as a national number beside a calling-code select.
 */
export function formPath(path: readonly string[]): string[] {
  const last = path.at(-1)
  return last === 'phoneNumber' ? [...path.slice(0, -1), 'phoneNational'] : [...path]
}

/**
 * The form field a gateway error names in referencedRequestParameter (`input.phoneNumber`,
 * `input.address.postCode`, `address.city`, `password`…), or null when it names none of `fields`.
 * The operation's argument (`input`, `address`) is dropped; a nested address keeps its prefix.
 */
export function fieldOfParameter(
  parameter: string | null | undefined,
  fields: ReadonlySet<string>,
): string | null {
  if (!parameter) return null
  const parts = parameter.split('.')
  const candidates = [parts, parts.slice(1)].map((path) => formPath(path).join('.'))
  return candidates.find((path) => fields.has(path)) ?? null
}
