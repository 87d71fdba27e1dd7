import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { checkS3Settings, s3Fields, s3Settings } from '@/server/s3-settings'

const schema = z.object(s3Fields).superRefine(checkS3Settings)

const complete = {
  S3_BUCKET: 'shop-media',
  S3_REGION: 'eu-west-3',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
}

/** The settings a parse complains about, by name. */
const refused = (env: Record<string, string | undefined>) =>
  (schema.safeParse(env).error?.issues ?? []).map((issue) => issue.path.join('.'))

describe('the S3 media store settings', () => {
  it('are all or none', () => {
    expect(refused({})).toEqual([])
    expect(refused(complete)).toEqual([])
    expect(refused({ S3_BUCKET: 'shop-media' })).toEqual([
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
    // An endpoint alone is half a setup too.
    expect(refused({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
  })

  it('name what is missing and what was given', () => {
    const [issue] = schema.safeParse({ ...complete, S3_REGION: undefined }).error!.issues
    expect(issue?.message).toMatch(
      /required with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    )
  })

  it('refuse an endpoint that is no URL and a path style that is no boolean', () => {
    expect(refused({ ...complete, S3_ENDPOINT: 'minio:9000' })).toEqual(['S3_ENDPOINT'])
    expect(refused({ ...complete, S3_FORCE_PATH_STYLE: 'sometimes' })).toEqual([
      'S3_FORCE_PATH_STYLE',
    ])
  })

  it('give no store without settings: media stay on disk', () => {
    expect(s3Settings(schema.parse({}))).toBeUndefined()
  })

  it('give the bucket and the client of an S3-compatible service', () => {
    const env = {
      ...complete,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }
    expect(s3Settings(schema.parse(env))).toEqual({
      bucket: 'shop-media',
      client: {
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      },
    })
  })
})
