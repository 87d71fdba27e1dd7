import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CartDocument, SearchDocument } from '@/commerce/client/generated/graphql'
import { mergeById } from '@/commerce/client/merge-by-id'
import { GatewayRequestError, gatewayRequest } from '@/commerce/client/request'

describe('paged lists', () => {
  it('merge by id, keeping each item where it was first seen', () => {
    const a = { id: '1' }
    const b = { id: '2' }
    const c = { id: '3' }
    expect(mergeById([[a, b], [b, c], []])).toEqual([a, b, c])
  })
})

describe('a gateway request', () => {
  let origin = ''
  let seen: { headers: http.IncomingHttpHeaders; body: string } | null = null
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { data: { search_v1: { body: null, errors: [] } } },
  }
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      seen = { headers: request.headers, body }
      response.statusCode = answer.status
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer.body))
    })
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the operation with userData and the headers of spec §7', async () => {
    const userData = { language: 'fr' as const, storeID: 52, countryCode: 'FR', redeemToken: null }
    const answer = await gatewayRequest(
      SearchDocument,
      { inputText: 'lumiere' },
      { userData, pathname: '/cartes-cadeaux/' },
      origin,
    )
    expect(answer).toEqual({ search_v1: { body: null, errors: [] } })
    expect(seen?.headers).toMatchObject({
      'x-store-id': '52',
      'x-language': 'fr',
      'x-country': 'FR',
      'x-pathname': '/cartes-cadeaux/',
      'x-ssr': '1',
    })
    expect(seen?.headers['x-bypass-cache']).toBeUndefined()
    const body = JSON.parse(seen?.body ?? '{}') as { variables: unknown; operationName: string }
    expect(body.operationName).toBe('Search')
    expect(body.variables).toEqual({ inputText: 'lumiere', userData })
  })

  it('names the page of every call made in a browser (spec §7 x-pathname)', async () => {
    const userData = { language: 'nl' as const, storeID: 52, countryCode: 'FR', redeemToken: null }
    vi.stubGlobal('window', { location: { origin, pathname: '/nl/winkelmandje/' } })
    try {
      await gatewayRequest(CartDocument, {}, { userData })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(seen?.headers).toMatchObject({ 'x-pathname': '/nl/winkelmandje/' })
    expect(seen?.headers['x-ssr']).toBeUndefined()
  })

  it('throws on top-level errors and on a failed answer, for the generic message (spec §8)', async () => {
    const userData = { language: 'fr' as const, storeID: 52, countryCode: 'FR', redeemToken: null }
    const search = () => gatewayRequest(SearchDocument, { inputText: 'x' }, { userData }, origin)
    answer = { status: 200, body: { data: null, errors: [{ message: 'Unexpected error.' }] } }
    await expect(search()).rejects.toBeInstanceOf(GatewayRequestError)
    answer = { status: 502, body: 'Bad gateway' }
    await expect(search()).rejects.toMatchObject({ status: 502 })
  })
})
