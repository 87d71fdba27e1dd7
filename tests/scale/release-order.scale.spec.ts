import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { projectRoot } from '../../scripts/lib/paths'
import { locales } from '../../src/i18n/routing'
import { answers, managedProcess, waitFor } from './support/process'
import { freePort, startTopology, type Topology } from './support/topology'

/*
 * Issue 36 points 3 and 4: README "Going to production" walked as written on a fresh database
 * (settings, `npm run migrate`, `npm run seed`, `npm run build`, `npm start`), and a build that
 * holds no content. Step 4 is the build this run already made (scale's global setup: the e2e
 * step's, or its own), before this database existed: the build reads no database at all
 * (src/server/payload.ts refuses the Local API while Next builds), so building again here would
 * give the same build 4-8 minutes later.
 */
let topology: Topology
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-order-media-'))

beforeAll(async () => {
  // Its one instance is the image's server (.next/standalone), started by point 4 only.
  topology = await startTopology({
    instances: 1,
    worker: false,
    proxy: false,
    database: 'empty',
    deferStart: true,
  })
})
afterAll(async () => {
  await topology?.stop()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

/** `npm run <script>` as an operator types it, run to its end. */
function npmRun(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', script], { cwd: projectRoot, env })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(60_000) })

describe('issue 36: one release order, no content in the build', () => {
  it('point 3: settings, migrate, seed, build, start: the first request serves the seeded home', async () => {
    const port = await freePort()
    const url = `http://localhost:${port}`
    // 1. Settings: the run's production settings (scale's global setup), on this fresh database.
    const env = {
      ...process.env,
      DATABASE_URL: topology.databaseUrl,
      SERVER_URL: url,
      MEDIA_DIR: mediaDir,
    }
    for (const script of ['migrate', 'seed']) {
      const run = await npmRun(script, env)
      expect(run.code, `npm run ${script}:\n${run.output.slice(-3000)}`).toBe(0)
    }
    const server = managedProcess({
      name: 'npm start',
      command: 'npm',
      args: ['start', '--', '-p', String(port)],
      env,
      ready: () => waitFor(() => answers(`${url}/api/health/ready/`), 120_000),
    })
    await server.start()
    try {
      const first = await get(`${url}/`)
      expect(first.status).toBe(200)
      // Rendered now, from this database: the build had no page of it.
      expect(first.headers.get('x-nextjs-cache')).not.toMatch(/^(HIT|STALE)$/)
      expect(await first.text()).toContain('Offrez la carte cadeau qui fait plaisir')
      // Then kept: the next request is served from the cache.
      expect((await get(`${url}/`)).headers.get('x-nextjs-cache')).toBe('HIT')
    } finally {
      await server.stop()
    }
  })

  it('point 4: the image’s server shows this database’s own content on its first request', async () => {
    // Content no other database has: a build holding pages of its own could not show it.
    const marker = `Release ${Date.now()}`
    const changed = await topology.query(
      `UPDATE pages_locales l SET title = $1, meta_title = $1
       FROM pages p JOIN stores s ON s.id = p.store_id AND s.store_id = 52
       WHERE l._parent_id = p.id AND l.slug = 'home' AND l._locale = 'fr' RETURNING l.id`,
      [marker],
    )
    expect(changed).toHaveLength(1)
    const [instance] = topology.instances
    await instance!.start()
    const first = await get(`${instance!.url}/`)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain(marker)

    // The image prerendered nothing of the storefront: no page of any store's locale is in it.
    const built = path.join(projectRoot, '.next', 'standalone', '.next', 'prerender-manifest.json')
    const { routes } = JSON.parse(fs.readFileSync(built, 'utf8')) as { routes: object }
    const storefront = new RegExp(`^/\\d+/(${locales.join('|')})(/|$)`)
    expect(Object.keys(routes).filter((route) => storefront.test(route))).toEqual([])
  })
})
