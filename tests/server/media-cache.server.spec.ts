import { expect, test } from '@playwright/test'

import { IMMUTABLE } from '../../src/server/media-cache'
import { ServerClient } from './support/client'
import { withDatabase } from './support/database'

test.describe('issue 36 point 10: the built server’s media files carry their Cache-Control', () => {
  test('a seeded file, named by its bytes, is kept for good; a missing one is not', async () => {
    const filename = await withDatabase(async (db) => {
      const { rows } = await db.query<{ filename: string }>('SELECT filename FROM media LIMIT 1')
      return rows[0]!.filename
    })
    expect(filename).toMatch(/-[0-9a-f]{12}\.\w+$/)
    const visitor = new ServerClient()
    const file = await visitor.send(`/api/media/file/${filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe(IMMUTABLE)
    const missing = await visitor.send('/api/media/file/missing-0123456789ab.svg')
    // Payload answers 500 for a file its folder lacks: an error, never cached.
    expect(missing.ok).toBe(false)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})
