/**
 * What the page benches share: one captured answer (its headers and bytes as sent) and
 * `autocannon -c 50` on a URL with the server's CPU per request.
 */
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

import { percentile } from './app-server'
import { groupCpuSeconds } from './process-cpu'
import type { CapturedPage } from './static-pages'

export const CONNECTIONS = 50
export const WARM_UP_SECONDS = 3
export const duration = Number(process.env.BENCH_DURATION ?? 20)
export const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br'
// Hop-by-hop or per-response: a static server makes its own.
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  br: zlib.brotliDecompressSync,
}

export type Captured = CapturedPage & { sent: number; html: number; text: string }

/** One GET with the load's headers (and `host`), its body as sent and its HTML. */
export function capture(url: string, host?: string): Promise<Captured> {
  const headers = { 'accept-encoding': encoding, ...(host && { host }) }
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`))
        const kept = Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name))
        const body = Buffer.concat(chunks)
        const decode = DECODERS[response.headers['content-encoding'] ?? '']
        const text = (decode ? decode(body) : body).toString('utf8')
        resolve({
          headers: Object.fromEntries(kept) as CapturedPage['headers'],
          body: body.toString('base64'),
          sent: body.length,
          html: Buffer.byteLength(text),
          text,
        })
      })
      response.on('error', reject)
    })
  })
}

/** `madeUp`: a route prefix under which each request asks a new made-up path ('/': landing pages). */
export type LoadOptions = { madeUp?: string; host?: string }

const madeUpPath = (prefix: string) => (request: autocannon.Request) => ({
  ...request,
  path: `${prefix}x${Math.random().toString(36).slice(2, 14)}/`,
})

/**
 * Requests per second, p95 (ms) and the server's CPU milliseconds per request (`group`'s processes,
 * when given) of `-c 50` for `seconds`; any answer but 200 (404 for made-up paths) fails the run.
 */
async function load(url: string, group: number | undefined, seconds: number, options: LoadOptions) {
  const { madeUp, host } = options
  const latencies: number[] = []
  const cpuBefore = group ? groupCpuSeconds(group) : 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // A slow answer is a latency, not an error: on a busy machine 50 waiting clients exceed 10 s.
    const settings = {
      url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'accept-encoding': encoding, ...(host && { host }) },
      timeout: 60,
      // Each request a path never asked before, as a visitor making them up sends.
      ...(madeUp && { requests: [{ setupRequest: madeUpPath(madeUp) }] }),
    }
    autocannon(settings, (error: unknown, done) => (error ? reject(error) : resolve(done))).on(
      'response',
      (_client, _status, _bytes, ms) => latencies.push(ms),
    )
  })
  const { errors, timeouts } = result
  const wrong = madeUp ? result.requests.total - (result.statusCodeStats?.['404']?.count ?? 0) : 0
  const non2xx = madeUp ? wrong : result.non2xx
  if (non2xx + errors + timeouts > 0) {
    throw new Error(`${url}: ${non2xx} answers not 2xx, ${errors} errors (${timeouts} timeouts)`)
  }
  latencies.sort((a, b) => a - b)
  const cpuMs = group ? ((groupCpuSeconds(group) - cpuBefore) * 1000) / result.requests.total : 0
  return { rate: result.requests.average, p95: percentile(latencies, 95), cpuMs }
}

/** A warm-up, then the measurement. */
export async function measure(url: string, group?: number, options: LoadOptions = {}) {
  await load(url, group, WARM_UP_SECONDS, options)
  return load(url, group, duration, options)
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
