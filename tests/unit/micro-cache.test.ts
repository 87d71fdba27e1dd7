import fs from 'node:fs'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cacheBus } from '@/server/cache/bus'
import { COPY_HEADER, COPY_LIFETIME_MS, withPageCopies } from '@/server/micro-cache/page-copies'
import {
  acceptedEncodings,
  copyKeyOf,
  LISTED_HOST_HEADER,
  PERSONAL_COOKIES,
  storable,
} from '@/server/micro-cache/rules'

const page = { 'cache-control': 's-maxage=31536000', 'content-type': 'text/html; charset=utf-8' }
const listed = { ...page, [LISTED_HOST_HEADER]: '1' }

describe('issue 39 point 3: what the instance micro-cache keeps and answers', () => {
  it('names the personal cookies nginx’s micro-cache bypasses, no more and no fewer', () => {
    const conf = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/nginx.conf'),
      'utf8',
    )
    const names = /\\s\*\(([^)]+)\)=/.exec(conf)?.[1]?.split('|')
    expect(names?.toSorted()).toEqual([...PERSONAL_COOKIES].toSorted())
  })

  it('answers anonymous GETs of a path from a copy, keyed by host name without its port', () => {
    const host = { host: 'CarteCadeau.localhost:3000' }
    expect(copyKeyOf('GET', '/cartes-cadeaux/', host)).toBe('cartecadeau.localhost/cartes-cadeaux/')
    for (const path of ['/nl/cadeaubonnen/librairie-lumiere/', '/categorie/restaurants/2/']) {
      expect(copyKeyOf('GET', path, host)).toBe(`cartecadeau.localhost${path}`)
    }
    const consent = { ...host, cookie: 'consent=analytics; _ga=GA1.1' }
    expect(copyKeyOf('GET', '/', consent)).toBe('cartecadeau.localhost/')
  })

  it.each([
    ['a POST', 'POST', '/', {}],
    ['a query string (one key per made-up value)', 'GET', '/?utm=x', {}],
    ['a percent-encoded variant of a page', 'GET', '/%63artes-cadeaux/', {}],
    ['a dotted variant', 'GET', '/./cartes-cadeaux/', {}],
    ['a doubled slash', 'GET', '//cartes-cadeaux/', {}],
    ['a path in capitals', 'GET', '/Cartes-Cadeaux/', {}],
    ['a file', 'GET', '/robots.txt', {}],
    ['an RSC navigation', 'GET', '/', { rsc: '1' }],
    ['a prefetch', 'GET', '/', { 'next-router-prefetch': '1' }],
    ['a server action', 'GET', '/', { 'next-action': 'abc' }],
    ['credentials', 'GET', '/', { authorization: 'Basic x' }],
    ['a range', 'GET', '/', { range: 'bytes=0-10' }],
    ['a basket', 'GET', '/', { cookie: 'consent=1; cart=abc' }],
    ['staff', 'GET', '/', { cookie: 'payload-token=abc' }],
    ['an address as host', 'GET', '/', { host: '[::1]:3000' }],
  ])('never for %s', (_, method, url, headers) => {
    expect(copyKeyOf(method, url, { host: 'cartecadeau.localhost', ...headers })).toBeUndefined()
  })

  it('looks for gzip only where the browser accepts it', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['gzip', 'identity'])
    expect(acceptedEncodings('br;q=1, gzip;q=0')).toEqual(['identity'])
    expect(acceptedEncodings(undefined)).toEqual(['identity'])
  })

  it('keeps only shared 200 HTML pages of listed hosts that set no cookie', () => {
    expect(storable(200, listed)).toBe('identity')
    expect(storable(200, { ...listed, 'content-encoding': 'gzip' })).toBe('gzip')
    expect(storable(200, page)).toBeUndefined()
    expect(storable(404, listed)).toBeUndefined()
    expect(
      storable(200, { ...listed, 'cache-control': 'private, no-cache, no-store' }),
    ).toBeUndefined()
    expect(storable(200, { ...listed, 'cache-control': 's-maxage=1, private' })).toBeUndefined()
    expect(storable(200, { ...listed, 'set-cookie': ['cart=1'] })).toBeUndefined()
    expect(storable(200, { ...listed, 'content-type': 'application/json' })).toBeUndefined()
    expect(storable(200, { ...listed, 'content-encoding': 'br' })).toBeUndefined()
  })
})

describe('issue 39 point 3: the micro-cache in front of a handler, over HTTP', () => {
  let renders = 0
  let origin = ''
  const server = createServer(
    withPageCopies((request: IncomingMessage, response: ServerResponse) => {
      renders++
      const body = `<p>${request.url} ${renders}</p>`
      const gzip = /gzip/.test(String(request.headers['accept-encoding']))
      const shared = request.url !== '/private/'
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('cache-control', shared ? 's-maxage=31536000' : 'private, no-store')
      response.setHeader(LISTED_HOST_HEADER, '1')
      if (gzip) response.setHeader('content-encoding', 'gzip')
      response.write(gzip ? gzipSync(body) : body.slice(0, 3))
      response.end(gzip ? undefined : body.slice(3))
    }),
  )
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A GET naming its Host (fetch cannot), the body as sent. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ copy: unknown; text: string; headers: IncomingHttpHeaders }>(
      (resolve, reject) => {
        const sent = { host: 'cartecadeau.localhost', 'accept-encoding': 'identity', ...headers }
        request(`${origin}${url}`, { headers: sent }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            const body = Buffer.concat(chunks)
            const text = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
            resolve({
              copy: answer.headers[COPY_HEADER],
              text: text.toString(),
              headers: answer.headers,
            })
          })
        })
          .on('error', reject)
          .end()
      },
    )

  it('answers the same bytes again from the copy, per encoding, until the copy expires', async () => {
    const first = await get('/a/')
    const again = await get('/a/')
    expect([first.copy, again.copy]).toEqual([undefined, 'HIT'])
    expect(again.text).toBe(first.text)
    expect(again.headers['cache-control']).toBe('s-maxage=31536000')

    const zipped = await get('/a/', { 'accept-encoding': 'gzip' })
    const zippedAgain = await get('/a/', { 'accept-encoding': 'gzip' })
    expect([zipped.copy, zippedAgain.copy]).toEqual([undefined, 'HIT'])
    expect(zippedAgain.headers['content-encoding']).toBe('gzip')
    expect(zippedAgain.text).toBe(zipped.text)

    await new Promise((resolve) => setTimeout(resolve, COPY_LIFETIME_MS + 50))
    const later = await get('/a/')
    expect(later.copy).toBeUndefined()
    expect(later.text).not.toBe(first.text)
  })

  it('keeps hosts, private answers and personal requests apart', async () => {
    const french = await get('/b/')
    expect((await get('/b/', { host: 'cadeaubon-be.localhost' })).copy).toBeUndefined()
    expect((await get('/b/', { cookie: 'cart=1' })).copy).toBeUndefined()
    expect((await get('/b/')).text).toBe(french.text)
    await get('/private/')
    expect((await get('/private/')).copy).toBeUndefined()
  })

  it('drops its copies when a change goes through the cache bus, as the memo does', async () => {
    await get('/c/')
    expect((await get('/c/')).copy).toBe('HIT')
    await cacheBus().publish({ tags: ['store:52'] })
    expect((await get('/c/')).copy).toBeUndefined()
  })
})
