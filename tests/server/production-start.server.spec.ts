import { expect, test } from '@playwright/test'

import { runStart, startInstance } from './support/instance'

// What scripts/e2e.ts sets explicitly for its production server (scripts/lib/local-production-env).
const REQUIRED = ['DATABASE_URL', 'PAYLOAD_SECRET', 'CARD_SECRET_KEY', 'SERVER_URL']

test.describe('production mode fails closed', () => {
  for (const name of REQUIRED) {
    test(`npm start refuses without ${name}`, async () => {
      const { code, output } = await runStart({ [name]: undefined })
      expect(code).toBe(1)
      expect(output).toContain(`- ${name}:`)
    })
  }

  test('npm start refuses without a real payment provider or an explicit simulator', async () => {
    const { code, output } = await runStart({
      PAYMENT_PROVIDER: undefined,
      MOLLIE_API_KEY: undefined,
    })
    expect(code).toBe(1)
    expect(output).toContain('- MOLLIE_API_KEY:')
  })

  test('npm start refuses without SMTP or an explicit outbox', async () => {
    const { code, output } = await runStart({ SMTP_URL: undefined, MAIL_OUTBOX_DIR: undefined })
    expect(code).toBe(1)
    expect(output).toContain('- SMTP_URL:')
  })

  test('npm start refuses without a shared Redis or an explicit single instance', async () => {
    const { code, output } = await runStart({ REDIS_URL: undefined, SINGLE_INSTANCE: undefined })
    expect(code).toBe(1)
    expect(output).toContain('- REDIS_URL:')
  })

  test('point 4: npm start refuses without an S3 media store or an explicit MEDIA_DIR', async () => {
    const { code, output } = await runStart({ MEDIA_DIR: undefined })
    expect(code).toBe(1)
    expect(output).toContain('- S3_BUCKET:')
  })

  test('npm start names every missing setting at once', async () => {
    const none = Object.fromEntries(
      [...REQUIRED, 'PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'SMTP_URL', 'MAIL_OUTBOX_DIR'].map(
        (name) => [name, undefined],
      ),
    )
    const { code, output } = await runStart(none)
    expect(code).toBe(1)
    for (const name of [...REQUIRED, 'MOLLIE_API_KEY', 'SMTP_URL']) {
      expect(output).toContain(`- ${name}:`)
    }
  })

  test('issue 35 point 10: npm start refuses placeholder and guessable secrets, unprinted', async () => {
    const placeholder = 'placeholder-payload-secret-0123456789abcdef' // compose.yaml's old default
    const { code, output } = await runStart({
      PAYLOAD_SECRET: placeholder,
      CARD_SECRET_KEY: 'k'.repeat(64),
    })
    expect(code).toBe(1)
    expect(output).toContain('- PAYLOAD_SECRET:')
    expect(output).toContain('- CARD_SECRET_KEY:')
    expect(output).not.toContain(placeholder)
  })

  test('a server refuses to serve pages built for another payment provider', async () => {
    // This run's pages were built with PAYMENT_PROVIDER=local (the demo banner in them).
    const instance = await startInstance({
      PAYMENT_PROVIDER: undefined,
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      // The run's failing test page, refused beside real payments before the build is read.
      E2E_FAILING_ROUTE: undefined,
    })
    expect(instance.ready).toBe(false)
    expect(await instance.exited).toBe(1)
    expect(instance.output()).toContain('Refusing to serve')
  })
})

test('production mode: a demo shop (PAYMENT_PROVIDER=local) says so on every page', async ({
  request,
}) => {
  for (const path of ['/', '/cartes-cadeaux/', '/paiement/', '/verifier-solde/', '/nl/']) {
    const page = await request.get(path)
    expect(page.status(), path).toBeLessThan(400)
    expect(await page.text(), path).toMatch(
      /Démo — aucun paiement réel|Demo — geen echte betalingen/,
    )
  }
})
