import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its objects in a temporary
 * folder, with one bucket: the media store of a test. `env` holds the S3_* settings that point
 * the app at it, with s3rver's built-in account.
 */
export async function startS3Store(bucket = 'storefront-media') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-store-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** An object as the store serves it (s3rver answers unsigned requests). */
    object: (key: string) => fetch(`${endpoint}/${bucket}/${encodeURIComponent(key)}`),
    stop: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
