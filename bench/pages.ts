/**
 * Throughput of cached pages (issue 22 point 3): `autocannon -c 50` on home, the product list and a
 * product page served by the built app under the store's host (its micro-cache answers), then on a static server answering the same bytes with the
 * same headers, in the same run; the ratio app/static is the figure. Then made-up paths, each
 * request a new one (landing pages' and products'), against home (issue 39 point 4: a 404 costs
 * about what a cached page does).
 * Usage: npm run build && npm run bench:pages   (starts its own server on a throw-away database)
 *   BENCH_PORT       the app's port (default: a free one)
 *   BENCH_DURATION   seconds of each measurement (default 20; a warm-up of 3 s comes first)
 *   BENCH_ENCODING   the Accept-Encoding sent (default `gzip, deflate, br`, as browsers do;
 *                    `identity` for uncompressed answers)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { freePort } from '../tests/scale/support/topology'
import { startApp } from './lib/app-server'
import { recordFigures } from './lib/figures'
import {
  capture,
  CONNECTIONS,
  duration,
  encoding,
  loadAverage,
  measure,
  WARM_UP_SECONDS,
} from './lib/page-load'
import type { CapturedPage } from './lib/static-pages'

const PAGES = ['/', '/cartes-cadeaux/', '/cartes-cadeaux/bistrot-du-port/']
const port = Number(process.env.BENCH_PORT ?? (await freePort()))

/** The static server in a child process, once it listens. */
async function startStatic(pages: Record<string, CapturedPage>) {
  const file = path.join(os.tmpdir(), `bench-pages-${process.pid}.json`)
  fs.writeFileSync(file, JSON.stringify(pages))
  const script = path.join(import.meta.dirname, 'lib', 'static-pages.ts')
  const args = ['--import', 'tsx', script, file, process.env.BENCH_STATIC_PORT ?? '0']
  // In a group of its own, whose CPU time is measured.
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const lines = readline.createInterface({ input: child.stdout })
  for await (const line of lines) {
    const listening = /^listening (\d+)$/.exec(line)
    if (listening) {
      return {
        origin: `http://127.0.0.1:${listening[1]}`,
        group: child.pid!,
        stop: () => (child.kill(), fs.rmSync(file, { force: true })),
      }
    }
  }
  throw new Error('The static server did not start')
}

const database = await createThrowawayDatabase('test_bench')
const server = startApp(port, database.url)
try {
  await server.ready()
  const app = `http://127.0.0.1:${port}`
  // Asked as shoppers ask, under the store's host: the instance's micro-cache answers (its copies
  // are of the hosts a store lists, src/server/micro-cache/rules.ts).
  const host = `cartecadeau.localhost:${port}`
  const captured = Object.fromEntries(
    await Promise.all(
      PAGES.map(async (page) => [page, await capture(`${app}${page}`, host)] as const),
    ),
  )
  const statics = await startStatic(captured)
  try {
    console.log(`load average at start: ${loadAverage()}`)
    console.log(
      `autocannon -c ${CONNECTIONS} -d ${duration} (after ${WARM_UP_SECONDS} s of warm-up),`,
      `Accept-Encoding: ${encoding}`,
    )
    const columns = ['HTML bytes', 'sent bytes', 'next req/s', 'static req/s', 'ratio']
    columns.push('next p95', 'static p95', 'next CPU ms', 'static CPU ms')
    console.log('path'.padEnd(36), ...columns.map((name) => name.padStart(12)))
    for (const page of PAGES) {
      const next = await measure(`${app}${page}`, server.group, { host })
      const plain = await measure(`${statics.origin}${page}`, statics.group)
      const cells = [
        captured[page]!.html,
        captured[page]!.sent,
        next.rate.toFixed(0),
        plain.rate.toFixed(0),
        (next.rate / plain.rate).toFixed(2),
        next.p95.toFixed(1),
        plain.p95.toFixed(1),
        next.cpuMs.toFixed(2),
        plain.cpuMs.toFixed(2),
      ]
      console.log(page.padEnd(36), ...cells.map((cell) => String(cell).padStart(12)))
      recordFigures('pages', [
        {
          name: `${page} next`,
          value: Math.round(next.rate),
          unit: 'req/s',
          higher: true,
          aim: '≥ 1500',
        },
        {
          name: `${page} next / static`,
          value: Number((next.rate / plain.rate).toFixed(3)),
          unit: '×',
          higher: true,
          aim: '≥ 0.5',
        },
        {
          name: `${page} next CPU per request`,
          value: Number(next.cpuMs.toFixed(2)),
          unit: 'ms',
          higher: false,
        },
      ])
    }
    // Issue 39 point 4: a made-up path costs about what a cached page does (the store's one
    // cached 404, server/storefronts/unknown-page.ts), against home from Next's own cache: asked
    // by address, which no store lists, so no copy answers it (a 404 is never copied). Landing
    // pages' paths, then products' (a route of its own, known to the proxy by its slugs too).
    const home = await measure(`${app}/`, server.group)
    for (const [what, prefix] of [
      ['made-up path', '/'],
      ['made-up product path', '/cartes-cadeaux/'],
    ] as const) {
      const unknown = await measure(app, server.group, { madeUp: prefix })
      const ratio = unknown.rate / home.rate
      console.log(
        `${what}s: ${unknown.rate.toFixed(0)} req/s (home from Next's cache ${home.rate.toFixed(0)},`,
        `ratio ${ratio.toFixed(2)}), p95 ${unknown.p95.toFixed(1)} ms, CPU ${unknown.cpuMs.toFixed(2)} ms`,
      )
      recordFigures('pages', [
        {
          name: `${what} 404`,
          value: Math.round(unknown.rate),
          unit: 'req/s',
          higher: true,
          aim: '≥ 300',
        },
        {
          name: `${what} 404 / home`,
          value: Number(ratio.toFixed(3)),
          unit: '×',
          higher: true,
          aim: '≥ 0.5',
        },
      ])
    }
    console.log(`load average at end: ${loadAverage()}`)
  } finally {
    statics.stop()
  }
} finally {
  await server.stop()
  await database.drop()
}
