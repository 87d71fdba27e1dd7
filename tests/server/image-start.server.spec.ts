import path from 'node:path'

import { expect, test } from '@playwright/test'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/databases'
import { startInstance } from './support/instance'

const root = path.resolve(import.meta.dirname, '../..')

test.describe('issue 36 point 6: the image’s server.mjs refuses a database without migrations', () => {
  test('as npm start does: it names npm run migrate and never serves', async () => {
    const serverUrl = process.env.DATABASE_URL!
    const name = `test_unmigrated_${process.pid}_${Date.now()}`
    await createDatabaseIfMissing(serverUrl, name)
    try {
      const instance = await startInstance(
        {
          DATABASE_URL: withDatabase(serverUrl, name),
          // Its working directory is .next/standalone: the run's media folder named absolutely.
          MEDIA_DIR: path.resolve(root, process.env.MEDIA_DIR ?? 'media'),
        },
        'standalone',
      )
      expect(instance.ready).toBe(false)
      expect(await instance.exited).toBe(1)
      expect(instance.output()).toContain('Refusing a database that lacks')
      expect(instance.output()).toContain('npm run migrate')
      expect(instance.output()).not.toContain('Ready on')
    } finally {
      await dropDatabase(serverUrl, name)
    }
  })
})
