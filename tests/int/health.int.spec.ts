import { describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'
import { checkDatabase } from '@/server/health'

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } })
  })

  it('reports an unreachable database instead of throwing', async () => {
    const health = await checkDatabase({
      connectionString: 'postgres://postgres:postgres@127.0.0.1:1/none',
      timeoutMs: 1000,
    })
    expect(health.ok).toBe(false)
  })
})
