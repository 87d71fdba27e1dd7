/**
 * The production web server: Next's request handler behind Node's own HTTP server. `next start`
 * keeps an X-Forwarded-For the client wrote and hides the socket's address, so every per-client
 * limit could be reset by changing a header; here the client's address comes from the socket and
 * TRUSTED_PROXIES only, in one header the app reads. Run from the project (scripts/server.ts) or
 * from the standalone build (scripts/standalone-server.ts), with the options [-p port] [-H hostname].
 */
import fs from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

// CommonJS without named exports that Node can see.
import nextEnv from '@next/env'

import {
  CLIENT_ADDRESS_HEADER,
  parseTrustedProxies,
  RESOLVED_BY_SERVER,
  resolveClientAddress,
} from '../../src/server/client-address'
import { logger, routeConsoleTo } from '../../src/server/logger'
import { withPageCopies } from '../../src/server/micro-cache/page-copies'
import { serveMetrics } from '../../src/server/metrics/endpoint'
import { missingProductionSettings, productionRefusal } from '../../src/server/production-settings'
import { closeAfterDrain, drainable, drainSettings } from './drain'

const option = (short: string, long: string): string | undefined => {
  const args = process.argv.slice(2)
  const at = args.findIndex((arg) => arg === short || arg === long)
  return at >= 0 ? args[at + 1] : undefined
}

/**
 * Serves the build in `dir` (a project, or a standalone folder with its own .next); `refusal`, when
 * given, may stop the start with what to print (a database that lacks migrations).
 */
export async function startWebServer(
  dir: string,
  refusal?: () => Promise<string | undefined>,
): Promise<void> {
  nextEnv.loadEnvConfig(dir, false)
  // Made now, with the settings just read: the app's bundles and Next's cache handler share it,
  // and Next's own messages go through it.
  const log = logger()
  routeConsoleTo(log)
  const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
  // Unset: every interface, IPv4 and IPv6, as `next start` does. Not $HOSTNAME: Docker sets it
  // to the container's id.
  const hostname = option('-H', '--hostname')

  const missing = missingProductionSettings(process.env)
  if (missing.length) {
    log.fatal(productionRefusal(missing))
    process.exit(1)
  }
  const [trust, drainAfter] = (() => {
    try {
      return [parseTrustedProxies(process.env.TRUSTED_PROXIES), drainSettings(process.env)] as const
    } catch (error) {
      log.fatal((error as Error).message)
      process.exit(1)
    }
  })()

  process.env[RESOLVED_BY_SERVER] = '1'
  // Until the server listens, only this ref'd timer keeps Node from ending mid-start with 13
  // (an unsettled top-level await while modules load: seen on Node 20, see scripts/server.ts).
  const starting = setInterval(() => {}, 60_000)
  // The database first: a release that skipped `npm run migrate` is told so even without a build.
  const refused = await refusal?.()
  if (refused) {
    log.fatal(refused)
    process.exit(1)
  }
  // The configuration the build resolved, as Next's own standalone server.js passes it: the
  // standalone folder has no next.config.ts, and the project serves what it built the same way.
  const built = path.join(dir, '.next', 'required-server-files.json')
  if (!fs.existsSync(built)) {
    log.fatal(`No production build in ${dir}: run npm run build first`)
    process.exit(1)
  }
  const { config } = JSON.parse(fs.readFileSync(built, 'utf8')) as {
    config: { cacheHandler?: string }
  }
  // Without Redis, next-cache-handler.mjs is Next's own default: naming it would only make Next
  // import it again on every request (through tsx's loader thread under npm start).
  if (!process.env.REDIS_URL?.trim()) delete config.cacheHandler
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  // Imported now, not at the top: React and Next pick their production builds by NODE_ENV when
  // they load, and the standalone entry sets it only after its static imports ran.
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, hostname, port })
  await app.prepare()
  // Anonymous pages answered from their bytes for half a second (page-copies.ts).
  const handle = withPageCopies(app.getRequestHandler())

  const server = createServer((request, response) => {
    drain.track(response)
    const address = resolveClientAddress(
      request.socket.remoteAddress,
      [request.headers['x-forwarded-for'] ?? []].flat().join(','),
      trust,
    )
    // Always overwritten: a value the client sent itself never reaches the app.
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = address
    else delete request.headers[CLIENT_ADDRESS_HEADER]
    // Each request's line at LOG_LEVEL=debug (a proxy in front keeps its own); the logger redacts
    // the tokens a URL may carry.
    if (log.isLevelEnabled('debug')) {
      const startedAt = performance.now()
      response.once('finish', () => {
        const ms = Math.round(performance.now() - startedAt)
        log.debug(
          { method: request.method, url: request.url, status: response.statusCode, ms },
          'Request',
        )
      })
    }
    void handle(request, response)
  })
  serveMetrics(server)

  // Above a load balancer's idle timeout (60 s for most): the balancer, not this server, closes an
  // idle connection, so it never sends a request on one this server is closing. Headers may take
  // as long.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const drain = drainable(server, drainAfter)

  // The requests in flight end first (bounded), then Next and the pools close.
  let stopping: Promise<void> | undefined
  const stop = (code: number) =>
    (stopping ??= (async () => {
      log.info('Stopping: readiness answers 503, the requests in flight may end')
      const cut = await drain.drain()
      if (cut) log.warn(`Cut ${cut} request(s) still running at the drain timeout`)
      const unclosed = await closeAfterDrain(() => app.close())
      if (unclosed.length) log.warn(`Did not close in time: ${unclosed.join(', ')}`)
      log.info('Stopped')
      process.exit(code)
    })())
  // A signal may come twice (to the process group, and relayed by scripts/app.ts): one stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))

  await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
  clearInterval(starting)
  // The app reads its settings on first use: ask its readiness now, so a bad setting, an
  // unmigrated database or an unreachable Redis stops the start here. A few times: a loaded machine
  // may answer the first check after its 2 s timeout.
  const own = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
  let health: Response | null = null
  for (let attempt = 0; attempt < 5 && health?.status !== 200; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 1000))
    health = await fetch(`http://${own}:${port}/api/health/ready/`).catch(() => null)
  }
  if (health?.status === 200) {
    log.info(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
  } else {
    log.fatal(`Refusing to serve: the readiness check answered ${health?.status ?? 'nothing'}`)
    void stop(1)
  }
}
