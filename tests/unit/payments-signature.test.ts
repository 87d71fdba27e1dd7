import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signWebhook, verifyWebhook } from '@/commerce/services/payments/signature'

const secret = 'a'.repeat(64)
const body = JSON.stringify({
  id: 'loc_abc:1',
  reference: 'loc_abc',
  status: 'paid',
  method: 'creditcard',
})
const now = Date.UTC(2026, 10, 23, 16, 0, 0)

describe('webhook signature', () => {
  it('has the documented form: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const t = Math.floor(now / 1000)
    const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
    expect(signWebhook(body, secret, now)).toBe(`t=${t},v1=${v1}`)
  })

  it('accepts the body it signs, within five minutes either way', () => {
    const header = signWebhook(body, secret, now)
    expect(verifyWebhook(header, body, secret, now)).toBe(true)
    expect(verifyWebhook(header, body, secret, now + 299_000)).toBe(true)
    expect(verifyWebhook(header, body, secret, now - 299_000)).toBe(true)
  })

  it('refuses a tampered body', () => {
    const header = signWebhook(body, secret, now)
    expect(verifyWebhook(header, body.replace('paid', 'failed'), secret, now)).toBe(false)
    expect(verifyWebhook(header, `${body} `, secret, now)).toBe(false)
  })

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhook(signWebhook(body, 'b'.repeat(64), now), body, secret, now)).toBe(false)
  })

  it('refuses an old timestamp, and a new date on an old signature', () => {
    const header = signWebhook(body, secret, now)
    expect(verifyWebhook(header, body, secret, now + 301_000)).toBe(false)
    const later = Math.floor(now / 1000) + 600
    const redated = header.replace(/^t=\d+/, `t=${later}`)
    expect(verifyWebhook(redated, body, secret, later * 1000)).toBe(false)
  })

  it('refuses a missing or malformed header', () => {
    const [, v1] = signWebhook(body, secret, now).split(',')
    expect(verifyWebhook(null, body, secret, now)).toBe(false)
    expect(verifyWebhook('', body, secret, now)).toBe(false)
    expect(verifyWebhook(v1!, body, secret, now)).toBe(false)
    expect(verifyWebhook(`t=abc,${v1}`, body, secret, now)).toBe(false)
    expect(verifyWebhook(`t=${Math.floor(now / 1000)},v1=abcd`, body, secret, now)).toBe(false)
  })
})
