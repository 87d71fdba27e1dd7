/**
 * The instance's micro-cache (issue 39 point 3): an anonymous page the app answered as shared is
 * answered again from its bytes, as sent (compressed once, by Next), for half a second. Next spends
 * about 3.4 ms of CPU on a page of its own cache (its proxy adapter, routing, headers, gzip), a copy
 * here 0.05 ms (README, "Why the cached-page aim…"). The load balancer's micro-cache keeps pages
 * 1 s in front: a publish is seen within 1.5 s through both, 0.5 s on an instance.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { registerPageCopies } from './drops'
import { acceptedEncodings, copyKeyOf, storable } from './rules'

type Copy = { status: number; headers: OutgoingHttpHeaders; body: Buffer }
type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/** Half a second: short enough that a publish shows at once; a busy page is drawn twice a second. */
export const COPY_LIFETIME_MS = 500
/** Bytes kept per process, whatever is asked; a page is about 20 KB gzipped, 75 KB plain. */
const MAX_BYTES = 32 * 1024 * 1024
/** A bigger answer is not kept (no page is near it). */
const MAX_COPY_BYTES = 1024 * 1024
/** Node's own, or the connection's: never replayed from another answer. */
const NOT_REPLAYED = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']
/** Told on a copy's answer, as nginx's X-Micro-Cache is. */
export const COPY_HEADER = 'x-instance-cache'

/** Keeps what `response` sends, to hand it to `keep` when it ended whole. */
function recordInto(response: ServerResponse, keep: (copy: Copy) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let whole = true
  const add = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function' || !whole) return
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += bytes.length
    if (size > MAX_COPY_BYTES) whole = false
    else chunks.push(bytes)
  }
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    const ended = (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
    if (whole)
      keep({
        status: response.statusCode,
        headers: response.getHeaders(),
        body: Buffer.concat(chunks),
      })
    return ended
  }) as ServerResponse['end']
}

/** `handle` with the micro-cache in front (rules.ts says what is kept). */
export function withPageCopies(handle: Handler): Handler {
  const copies = new LRUCache<string, Copy>({
    max: 10_000,
    maxSize: MAX_BYTES,
    sizeCalculation: (copy) => copy.body.length + 1024,
    ttl: COPY_LIFETIME_MS,
  })
  registerPageCopies(() => copies.clear())
  return (request, response) => {
    const key = copyKeyOf(request.method, request.url, request.headers)
    if (key === undefined) return handle(request, response)
    // Kept per the best encoding the request accepts: a browser taking gzip is never answered
    // a plain copy another client brought.
    const accepted = acceptedEncodings(request.headers['accept-encoding'])
    const slot = `${accepted[0]} ${key}`
    const copy = copies.get(slot)
    if (copy) {
      const headers: OutgoingHttpHeaders = { ...copy.headers }
      for (const name of NOT_REPLAYED) delete headers[name]
      headers[COPY_HEADER] = 'HIT'
      headers['content-length'] = copy.body.length
      response.writeHead(copy.status, headers)
      response.end(copy.body)
      return
    }
    recordInto(response, (answer) => {
      const encoding = storable(answer.status, answer.headers)
      if (encoding && accepted.includes(encoding)) copies.set(slot, answer)
    })
    handle(request, response)
  }
}
