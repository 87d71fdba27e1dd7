import type { S3StorageOptions } from '@payloadcms/storage-s3'
import { z } from 'zod'

/** The S3-compatible store that keeps uploaded media when several instances serve the shop. */
export const s3Fields = {
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Any S3-compatible service but AWS itself: its URL. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket in the path instead of the host name, as most S3-compatible services want it. */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
}

const together = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

type S3Env = { [name in keyof typeof s3Fields]?: z.output<(typeof s3Fields)[name]> }

/** All or none: half a setup would keep media on one instance's disk while the others miss them. */
export function checkS3Settings(env: S3Env, context: z.RefinementCtx): void {
  const given = (Object.keys(s3Fields) as (keyof S3Env)[]).filter((name) => env[name] !== undefined)
  if (given.length === 0) return
  for (const name of together) {
    if (env[name] !== undefined) continue
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `required with ${given.join(', ')}: set every S3_* setting of the media store, or none`,
    })
  }
}

export type S3Settings = { bucket: string; client: S3StorageOptions['config'] }

/** The media store's bucket and client, or undefined: media on this server's disk (MEDIA_DIR). */
export function s3Settings(env: S3Env): S3Settings | undefined {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined
  return {
    bucket: S3_BUCKET,
    client: {
      region: S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    },
  }
}
