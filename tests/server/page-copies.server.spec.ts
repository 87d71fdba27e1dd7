import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { requestAs } from './support/hosts'
import { frenchStoreRow, json, publishLandingPage } from './support/rest'
import { signedInStaff } from './support/staff'

const FR = 'cartecadeau.localhost'
const COPY = 'x-instance-cache'
const made = () => `x${randomUUID().replaceAll('-', '').slice(0, 12)}`
/** The headers an answer from a copy may differ in: the time, and the copy's own mark. */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, [COPY]: _copy, 'content-length': _length, ...rest } = headers
  delete rest['transfer-encoding']
  return rest
}

test.describe('issue 39 point 3: the instance answers anonymous pages from their bytes', () => {
  test('a store’s page is answered again as it was sent, without Next', async () => {
    const first = await requestAs(FR, '/cartes-cadeaux/')
    const again = await requestAs(FR, '/cartes-cadeaux/')
    expect(first.status).toBe(200)
    expect(again.headers[COPY]).toBe('HIT')
    expect(again.body).toBe(first.body)
    expect(comparable(again.headers)).toEqual(comparable(first.headers))
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  test('keeps no copy of a 404, a query, a made-up host nor a shopper’s request', async () => {
    const asked = [
      { host: FR, path: `/${made()}/` }, // the store's 404, one made-up path each time
      { host: FR, path: `/cartes-cadeaux/?utm_source=${made()}` },
      { host: `${made()}.example`, path: '/cartes-cadeaux/' }, // the default store
      { host: FR, path: '/cartes-cadeaux/', headers: { cookie: `cart=${made()}` } },
    ]
    for (const { host, path, headers } of asked) {
      await requestAs(host, path, { headers })
      const again = await requestAs(host, path, { headers })
      expect(again.headers[COPY], `${host}${path}`).toBeUndefined()
    }
  })

  test('an editor’s change is on the next read, the copy dropped with it', async () => {
    const admin = await signedInStaff()
    const store = await frenchStoreRow(admin)
    const slug = `copie-${made()}`
    const created = await publishLandingPage(admin, store, `Avant ${slug}`, slug)
    expect(created.status, created.body).toBe(201)
    const id = (created.json as { doc: { id: number } }).doc.id
    try {
      await requestAs(FR, `/${slug}/`)
      const copied = await requestAs(FR, `/${slug}/`)
      expect(copied.headers[COPY]).toBe('HIT')
      expect(copied.body).toContain(`Avant ${slug}`)
      const saved = await admin.fetch(
        `/api/pages/${id}/?locale=fr&depth=0`,
        json('PATCH', { title: `Après ${slug}`, _status: 'published' }),
      )
      expect(saved.status, saved.body).toBe(200)
      const read = await requestAs(FR, `/${slug}/`)
      expect(read.headers[COPY]).toBeUndefined()
      expect(read.body).toContain(`Après ${slug}`)
    } finally {
      await admin.fetch(`/api/pages/${id}/`, { method: 'DELETE' })
    }
  })
})
