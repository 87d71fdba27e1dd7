import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { metricsPort } from '@/server/metrics/endpoint'
import { methodOf, routeOf } from '@/server/metrics/route'

const request = (url: string, method = 'GET', match?: unknown) => {
  const message = { url, method } as IncomingMessage
  if (match) Reflect.set(message, Symbol.for('NextInternalRequestMeta'), { match })
  return message
}

describe('issue 36 point 8: the labels of a request', () => {
  it('is the route pattern Next matched, never the path the client sent', () => {
    const matched = { definition: { pathname: '/[locale]/[...slug]' } }
    expect(routeOf(request('/nl/cadeaukaarten/?utm=x', 'GET', matched))).toBe('/[locale]/[...slug]')
    expect(routeOf(request('/_next/static/chunks/a1b2.js'))).toBe('/_next/static')
    expect(routeOf(request('/_next/image/?url=%2Fmedia%2Fx.png&w=640'))).toBe('/_next/image')
    expect(routeOf(request('/made-up-by-a-scanner/../etc/passwd'))).toBe('other')
  })

  it('keeps the usual methods and puts every other under OTHER', () => {
    expect(methodOf(request('/', 'POST'))).toBe('POST')
    expect(methodOf(request('/', 'PROPFIND'))).toBe('OTHER')
  })
})

describe('METRICS_PORT', () => {
  it('is a port number or unset', () => {
    expect(metricsPort(undefined)).toBeUndefined()
    expect(metricsPort(' ')).toBeUndefined()
    expect(metricsPort('9464')).toBe(9464)
    expect(() => metricsPort('metrics')).toThrow(/METRICS_PORT must be a port number/)
    expect(() => metricsPort('70000')).toThrow(/METRICS_PORT/)
  })
})
