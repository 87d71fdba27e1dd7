import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { symbols } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { logger } from '@/server/logger'

import { postToGateway } from './gateway-request'

type Line = { msg: string; requestId?: string; operation?: string; status?: number }
type Stream = { write: (line: string) => boolean }

let payload: Payload
let stream: Stream
let write: Stream['write']
const written: Line[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  // What the server's logger hands its destination: one JSON line per call of write.
  stream = (logger() as unknown as Record<symbol, Stream>)[symbols.streamSym]!
  write = stream.write
  stream.write = (line) => {
    written.push(JSON.parse(line) as Line)
    return write.call(stream, line)
  }
})

afterAll(async () => {
  stream.write = write
  await payload.destroy()
})

const productList = {
  operationName: 'ProductList',
  query: `query ProductList($userData: UserDataInput!) {
    productList(userData: $userData) { products { id } errors { code } } }`,
  // Another store's id: answered with an error inside data, and logged as a call.
  variables: { userData: { language: 'fr', storeID: 99, countryCode: 'FR' } },
}

/** One gateway call and the lines logged while it ran. */
async function call(headers: Record<string, string> = {}) {
  const from = written.length
  const { status, headers: answered } = await postToGateway(productList, headers)
  return { status, requestId: answered.get('x-request-id'), lines: written.slice(from) }
}

describe('issue 21 point 6: a request id per gateway call', () => {
  it('Payload and the services log through the server’s one logger', () => {
    expect(payload.logger).toBe(logger())
  })

  it('names every line of a call with the id its answer carries; the next call has another', async () => {
    const first = await call()
    expect(first.status).toBe(200)
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.lines.length).toBeGreaterThan(0)
    expect(first.lines.map((line) => line.requestId)).toEqual(
      first.lines.map(() => first.requestId),
    )
    expect(first.lines).toContainEqual(
      expect.objectContaining({ msg: 'Gateway call', status: 200, operation: 'ProductList' }),
    )
    const second = await call()
    expect(second.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.requestId).not.toBe(first.requestId)
    expect(second.lines.every((line) => line.requestId === second.requestId)).toBe(true)
  })

  it('keeps a proxy’s safe X-Request-Id and replaces an unsafe one', async () => {
    const kept = await call({ 'x-request-id': 'nginx-5f0c6e8d9a7b4c3d' })
    expect(kept.requestId).toBe('nginx-5f0c6e8d9a7b4c3d')
    expect(kept.lines.every((line) => line.requestId === 'nginx-5f0c6e8d9a7b4c3d')).toBe(true)
    const replaced = await call({ 'x-request-id': 'level=50 msg="forged"' })
    expect(replaced.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('names refusals before the GraphQL server too', async () => {
    const from = written.length
    const refused = await postToGateway('{}', { 'sec-fetch-site': 'cross-site' })
    expect(refused.status).toBe(403)
    const requestId = refused.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(written.slice(from)).toContainEqual(
      expect.objectContaining({ msg: 'Gateway call', status: 403, requestId }),
    )
  })
})
