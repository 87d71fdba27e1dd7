import { Writable } from 'node:stream'

import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { describe, expect, it } from 'vitest'

import { createLogger, routeConsoleTo } from '@/server/logger'
import { redactSecrets } from '@/server/redact-secrets'
import { redactingSpanProcessor } from '@/server/trace-redaction'

const SECRET = 'S3cr3tT0k3n'

describe('issue 35 point 10: URLs lose their tokens, nothing else', () => {
  it.each([
    [`/paiement/0b9c/?access=1767225600.${SECRET}`, '/paiement/0b9c/?access=[redacted]'],
    [
      `/api/orders/0b9c/invoice/?access=${SECRET}#top`,
      '/api/orders/0b9c/invoice/?access=[redacted]#top',
    ],
    [
      `/compte/nouveau-mot-de-passe/?token=${SECRET}&x=1`,
      '/compte/nouveau-mot-de-passe/?token=[redacted]&x=1',
    ],
    [`/api/preview/?path=/blog/&secret=${SECRET}`, '/api/preview/?path=/blog/&secret=[redacted]'],
    [
      `https://shop.example/nl/account/new-password/?TOKEN=${SECRET}`,
      'https://shop.example/nl/account/new-password/?TOKEN=[redacted]',
    ],
    [
      `/x/?reset_token=${SECRET}&accessToken=${SECRET}`,
      '/x/?reset_token=[redacted]&accessToken=[redacted]',
    ],
    [`/admin/reset/${SECRET}`, '/admin/reset/[redacted]'],
    [`/api/users/verify/${SECRET}?a=1`, '/api/users/verify/[redacted]?a=1'],
    [
      `/connexion/?return=%2Fpaiement%2F0b9c%2F%3Faccess%3D${SECRET}`,
      '/connexion/?return=%2Fpaiement%2F0b9c%2F%3Faccess%3D[redacted]',
    ],
    [`"GET /paiement/0b9c/?access=${SECRET}" 200`, '"GET /paiement/0b9c/?access=[redacted]" 200'],
  ])('%s', (url, expected) => {
    expect(redactSecrets(url)).toBe(expected)
  })

  it('keeps paths and harmless parameters as they are', () => {
    for (const url of [
      '/cartes-cadeaux/?page=2&sort=price&countryCode=FR',
      '/paiement/merci/?order=0b9c4e2a-1d7f-4f4e-9a63-1f0e4b8c2d11',
      '/api/users/reset-password/',
      'SELECT 1',
    ]) {
      expect(redactSecrets(url)).toBe(url)
    }
  })
})

describe('issue 35 point 10: no log line carries a token', () => {
  it('in its message, its fields or an error’s stack, whoever wrote it', () => {
    const written: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString())
        done()
      },
    })
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }, stream)
    logger.debug({ url: `/paiement/0b9c/?access=${SECRET}` }, 'Request')
    logger.error({ err: new Error(`Failed /admin/reset/${SECRET}`) }, 'boom')
    const saved = { ...console }
    try {
      routeConsoleTo(logger)
      console.warn('Rendering %s failed', `/compte/nouveau-mot-de-passe/?token=${SECRET}`)
    } finally {
      Object.assign(console, saved)
    }
    expect(written).toHaveLength(3)
    expect(written.join('')).not.toContain(SECRET)
    expect(JSON.parse(written[0]!)).toMatchObject({ url: '/paiement/0b9c/?access=[redacted]' })
  })
})

describe('issue 35 point 10: no span carries a token', () => {
  it('in its name or attributes, set at its start or later', async () => {
    const exporter = new InMemorySpanExporter()
    const provider = new BasicTracerProvider({
      spanProcessors: [redactingSpanProcessor, new SimpleSpanProcessor(exporter)],
    })
    const tracer = provider.getTracer('test')
    const span = tracer.startSpan(`fetch GET https://shop.example/?access=${SECRET}`, {
      attributes: { 'http.url': `https://shop.example/?access=${SECRET}`, 'http.status_code': 200 },
    })
    span.setAttribute('http.target', `/paiement/0b9c/?access=${SECRET}`)
    span.addEvent('exception', { 'exception.message': `at /admin/reset/${SECRET}` })
    span.end()
    await provider.forceFlush()

    const [exported] = exporter.getFinishedSpans()
    expect(exported!.name).toBe('fetch GET https://shop.example/?access=[redacted]')
    expect(exported!.attributes).toEqual({
      'http.url': 'https://shop.example/?access=[redacted]',
      'http.status_code': 200,
      'http.target': '/paiement/0b9c/?access=[redacted]',
    })
    expect(JSON.stringify(exported!.events)).not.toContain(SECRET)
    await provider.shutdown()
  })
})
