/*
 * Postgres text cannot hold U+0000, and a UTF-16 surrogate without its pair is no character (jsonb
 * refuses its escape): a string with either would fail on write, so it is bad input.
 */
export const isStorableText = (text: string): boolean => !text.includes('\0') && text.isWellFormed()

/** The paths ('package.receivers.1.name') of the strings in a value that Postgres cannot store. */
export function unstorableTextPaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.')]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => unstorableTextPaths(item, [...path, key]))
}
