import { describe, expect, it } from 'vitest'

import { isProductionRuntime, missingProductionSettings } from '@/server/production-settings'

const complete = {
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  // Drawn once with openssl rand -hex 32.
  PAYLOAD_SECRET: '4c1f7be0a9d35e2c86f0b3a17d94e6c25a08f1e3b7d2c94a60e5f8b1d3a7c92e',
  CARD_SECRET_KEY: 'e83a5d09c4b7f12e6a90d3c8b5f47e21d6c09a3f8e7b25d41c6a9f0e3b8d7c54',
  SERVER_URL: 'https://www.cartecadeau.example',
  MOLLIE_API_KEY: 'live_abc',
  SMTP_URL: 'smtps://mailer:Qm7vT2xLp9@smtp.example.com:465',
  REDIS_URL: 'redis://redis.internal:6379',
  S3_BUCKET: 'shop-media',
}
const names = (env: Record<string, string | undefined>) =>
  missingProductionSettings(env as NodeJS.ProcessEnv).map((line) => line.split(':')[0])

describe('production settings', () => {
  it('asks nothing more of a complete production setup', () => {
    expect(names(complete)).toEqual([])
  })

  it('names every missing setting at once', () => {
    expect(names({})).toEqual([
      'DATABASE_URL',
      'PAYLOAD_SECRET',
      'CARD_SECRET_KEY',
      'SERVER_URL',
      'MOLLIE_API_KEY',
      'SMTP_URL',
      'REDIS_URL',
      'S3_BUCKET',
    ])
  })

  it.each(Object.keys(complete))('refuses without %s', (name) => {
    expect(names({ ...complete, [name]: undefined })).toEqual([name])
    expect(names({ ...complete, [name]: '  ' })).toEqual([name])
  })

  it('takes the simulator or the outbox only when told so explicitly', () => {
    const demo = { ...complete, MOLLIE_API_KEY: undefined, PAYMENT_PROVIDER: 'local' }
    expect(names(demo)).toEqual([])
    expect(names({ ...demo, PAYMENT_PROVIDER: 'mollie' })).toEqual(['MOLLIE_API_KEY'])
    expect(names({ ...complete, SMTP_URL: undefined, MAIL_OUTBOX_DIR: '/var/mail/shop' })).toEqual(
      [],
    )
    expect(names({ ...complete, S3_BUCKET: undefined, MEDIA_DIR: '/srv/shop/media' })).toEqual([])
  })

  it('keeps caches in one process’s memory only when told it runs alone (SINGLE_INSTANCE=1)', () => {
    const alone = { ...complete, REDIS_URL: undefined, SINGLE_INSTANCE: '1' }
    expect(names(alone)).toEqual([])
    expect(names({ ...alone, SINGLE_INSTANCE: ' 1 ' })).toEqual([])
    // Redis is shared state whatever the count: telling both is no contradiction.
    expect(names({ ...complete, SINGLE_INSTANCE: '1' })).toEqual([])
    expect(names({ ...alone, SINGLE_INSTANCE: undefined })).toEqual(['REDIS_URL'])
  })

  it.each(['0', 'true', 'yes', '2'])('refuses SINGLE_INSTANCE=%s, even with REDIS_URL', (value) => {
    expect(names({ ...complete, REDIS_URL: undefined, SINGLE_INSTANCE: value })).toEqual([
      'SINGLE_INSTANCE',
    ])
    expect(names({ ...complete, SINGLE_INSTANCE: value })).toEqual(['SINGLE_INSTANCE'])
  })

  it('refuses a server whose pages were built for another payment provider', () => {
    expect(names({ ...complete, STOREFRONT_BUILT_AS_DEMO: '1' })).toEqual(['PAYMENT_PROVIDER'])
    const demo = { ...complete, PAYMENT_PROVIDER: 'local', STOREFRONT_BUILT_AS_DEMO: '0' }
    expect(names(demo)).toEqual(['PAYMENT_PROVIDER'])
    expect(names({ ...demo, STOREFRONT_BUILT_AS_DEMO: '1' })).toEqual([])
  })

  it('lets only a demo (no real payments) serve the page that fails on purpose', () => {
    expect(names({ ...complete, E2E_FAILING_ROUTE: '1' })).toEqual(['E2E_FAILING_ROUTE'])
    const demo = { ...complete, MOLLIE_API_KEY: undefined, PAYMENT_PROVIDER: 'local' }
    expect(names({ ...demo, E2E_FAILING_ROUTE: '1' })).toEqual([])
  })

  it('applies to a running production server, not to `next build`', () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv
    expect(isProductionRuntime(env({ NODE_ENV: 'production' }))).toBe(true)
    const build = env({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })
    expect(isProductionRuntime(build)).toBe(false)
    expect(isProductionRuntime(env({ NODE_ENV: 'development' }))).toBe(false)
  })
})
