import { createHash } from 'node:crypto'
import path from 'node:path'

const HASH_LENGTH = 12

/**
 * An uploaded file's name with the start of its content's SHA-256 (`logo-3f2a…9c.svg`): new bytes,
 * a new name, so a browser or CDN may keep a file for good. The Media collection names every upload
 * so; Payload then adds `-1`, `-2`… only to the same bytes uploaded twice.
 */
export function contentAddressedName(name: string, data: Uint8Array): string {
  const extension = path.extname(name)
  const hash = createHash('sha256').update(data).digest('hex').slice(0, HASH_LENGTH)
  return `${name.slice(0, name.length - extension.length)}-${hash}${extension}`
}

const CONTENT_ADDRESSED = new RegExp(`-[0-9a-f]{${HASH_LENGTH}}(-\\d+)?(\\.[^./]+)?$`)

/** A content-addressed file never changes: a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A name from before content addressing may be reused after a delete: an hour, then asked again. */
export const REVALIDATED = 'public, max-age=3600, stale-while-revalidate=86400'

/** The Cache-Control of a media file (anyone may read media: `public`). */
export const mediaCacheControl = (filename: string): string =>
  CONTENT_ADDRESSED.test(filename) ? IMMUTABLE : REVALIDATED

const FILE = /^\/api\/media\/file\/([^/]+)\/?$/
const CACHED = new Set([200, 206, 304])

/**
 * Payload's REST route with Cache-Control on the media files it serves, from disk or from the S3
 * bucket alike (Payload's own hook is not told the file's name). Errors are left uncached.
 */
export function withMediaCaching<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest)
    const name = FILE.exec(new URL(request.url).pathname)?.[1]
    if (!name || !CACHED.has(response.status)) return response
    const headers = new Headers(response.headers)
    headers.set('cache-control', mediaCacheControl(decodeURIComponent(name)))
    return new Response(response.body, { status: response.status, headers })
  }
}
