import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { ServerEnv } from './env'
import { s3Settings } from './s3-settings'

/**
 * Uploaded media in the S3-compatible store when S3_* is set, else on this server's disk
 * (MEDIA_DIR). Either way Payload serves them at /api/media/file/…, under the collection's read
 * access: the bucket needs no public access.
 */
export function mediaStorage(env: ServerEnv): Plugin {
  const s3 = s3Settings(env)
  return s3Storage({
    enabled: s3 !== undefined,
    // The same columns with or without S3: the schema comes from committed migrations only.
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: s3?.bucket ?? '',
    config: s3?.client ?? {},
  })
}
