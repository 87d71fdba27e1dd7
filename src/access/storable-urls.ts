import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStorableText } from '@/commerce/domain/storable-text'

/** Whether a request's path and query say only what Postgres can compare (no NUL, no lone surrogate). */
function storableUrl(req: PayloadRequest): boolean {
  const url = new URL(req.url ?? 'http://localhost/')
  try {
    const path = decodeURIComponent(url.pathname)
    return [path, ...url.searchParams.keys(), ...url.searchParams.values()].every(isStorableText)
  } catch {
    return false // A malformed percent-escape.
  }
}

const guarded = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    storableUrl(req)
      ? endpoint.handler(req)
      : Response.json({ message: 'Invalid characters in the request' }, { status: 400 }),
})

/**
 * Applied to the built config, like the staff-only routes: Payload's REST routes (content
 * reads among them, `?where[slug][equals]=%00`) answer 400 to a URL holding what Postgres refuses,
 * where the database's error would be a 500.
 */
export function refuseUnstorableUrls(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.endpoints) entity.endpoints = entity.endpoints.map(guarded)
  }
  return config
}
