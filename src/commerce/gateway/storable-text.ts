import { isStorableText } from '@/commerce/domain/storable-text'

/** The paths ('package.receivers.1.name') of the strings in a value that Postgres cannot store. */
export function unstorableTextPaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.')]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => unstorableTextPaths(item, [...path, key]))
}
