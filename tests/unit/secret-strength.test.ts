import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { missingProductionSettings } from '@/server/production-settings'
import { weakSecretReason } from '@/server/secret-strength'

const root = path.resolve(import.meta.dirname, '../..')
const complete: Record<string, string | undefined> = {
  DATABASE_URL: 'postgres://shop:Vh3kQ9zLw2@db.internal/shop',
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  CARD_SECRET_KEY: randomBytes(32).toString('hex'),
  SERVER_URL: 'https://www.cartecadeau.example',
  MOLLIE_API_KEY: 'live_abc',
  SMTP_URL: 'smtps://mailer:Qm7vT2xLp9@smtp.example.com:465',
  REDIS_URL: 'redis://redis.internal:6379',
  S3_BUCKET: 'shop-media',
  S3_REGION: 'eu-west-3',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLX',
  S3_SECRET_ACCESS_KEY: randomBytes(30).toString('base64'),
}
const refusals = (env: Record<string, string | undefined>) =>
  missingProductionSettings({ ...complete, ...env } as NodeJS.ProcessEnv)
const refused = (env: Record<string, string | undefined>) =>
  refusals(env).map((line) => line.split(':')[0])

/** Values compose.yaml once shipped as defaults (it now requires each secret: compose.test.ts). */
const placeholders = {
  PAYLOAD_SECRET: 'placeholder-payload-secret-0123456789abcdef',
  CARD_SECRET_KEY: 'placeholder-card-secret-key-0123456789abcdef',
  POSTGRES_PASSWORD: 'placeholder-postgres-password',
  S3_ACCESS_KEY_ID: 'placeholder-access-key',
  S3_SECRET_ACCESS_KEY: 'placeholder-secret-key',
}
/** The values .env.example shows. */
const example = Object.fromEntries(
  fs
    .readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^\w+=\S/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

describe('issue 35 point 10: production refuses placeholder secrets', () => {
  it('placeholders, every one', () => {
    expect(refused({ PAYLOAD_SECRET: placeholders.PAYLOAD_SECRET })).toEqual(['PAYLOAD_SECRET'])
    expect(refused({ CARD_SECRET_KEY: placeholders.CARD_SECRET_KEY })).toEqual(['CARD_SECRET_KEY'])
    const database = `postgres://storefront:${placeholders.POSTGRES_PASSWORD}@postgres:5432/shop`
    expect(refused({ DATABASE_URL: database })).toEqual(['DATABASE_URL'])
    const s3 = {
      S3_ACCESS_KEY_ID: placeholders.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: placeholders.S3_SECRET_ACCESS_KEY,
    }
    expect(refused(s3)).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
  })

  it('.env.example’s', () => {
    expect(refused({ DATABASE_URL: example.DATABASE_URL })).toEqual(['DATABASE_URL'])
    expect(refused({ SMTP_URL: example.SMTP_URL })).toEqual(['SMTP_URL'])
  })

  it('names the setting and why, never the value', () => {
    const [line] = refusals({ PAYLOAD_SECRET: placeholders.PAYLOAD_SECRET })
    expect(line).toMatch(/^PAYLOAD_SECRET: .*placeholder.*openssl rand -hex 32/)
    expect(line).not.toContain(placeholders.PAYLOAD_SECRET)
  })

  it('applies to the optional signing secrets when they are set', () => {
    expect(refused({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40) })).toEqual(['PAYMENT_WEBHOOK_SECRET'])
    expect(refused({ PREVIEW_SECRET: 'preview' })).toEqual(['PREVIEW_SECRET'])
    expect(refused({ PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex') })).toEqual([])
  })
})

describe('issue 35 point 10: a secret must look drawn at random', () => {
  it.each([
    ['too short', randomBytes(15).toString('hex')],
    ['one character', 'a'.repeat(64)],
    ['a placeholder word', 'changeme'.repeat(4)],
    ['a typed phrase', 'my-very-long-and-secret-shop-key-2026'],
    ['few distinct characters', 'abab1212abab1212baba2121baba2121xyxy'],
    ['a repeated unit', '0123456789abcdef'.repeat(2)],
    ['a run', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a run backwards', 'zyxwvutsrqponmlkjihgfedcba9876543210'],
  ])('refuses %s', (_why, value) => {
    expect(weakSecretReason(value)).toBeDefined()
  })

  it('takes what openssl rand and randomBytes give, at 32 characters and more', () => {
    for (let i = 0; i < 200; i++) {
      for (const value of [
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('base64'),
        randomBytes(24).toString('base64url'),
      ]) {
        expect(weakSecretReason(value), value).toBeUndefined()
      }
    }
  })
})
