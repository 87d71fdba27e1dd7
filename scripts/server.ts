/**
 * The production web server (what `npm start` runs; the database migrated beforehand): Next's request
 * handler behind Node's own HTTP server. `next start` keeps an X-Forwarded-For the client wrote and
 * hides the socket's address, so every per-client limit could be reset by changing a header; here
 * the client's address comes from the socket and TRUSTED_PROXIES only, in one header the app reads.
 * Usage: tsx scripts/server.ts [-p port] [-H hostname]
 */
import { createServer } from 'node:http'

// CommonJS without named exports that Node can see.
import nextEnv from '@next/env'
import next from 'next'

import {
  CLIENT_ADDRESS_HEADER,
  parseTrustedProxies,
  RESOLVED_BY_SERVER,
  resolveClientAddress,
} from '../src/server/client-address'
import { missingProductionSettings, productionRefusal } from '../src/server/production-settings'
import { migrationRefusal } from './lib/migrations'
import { projectRoot } from './lib/paths'

const option = (short: string, long: string): string | undefined => {
  const args = process.argv.slice(2)
  const at = args.findIndex((arg) => arg === short || arg === long)
  return at >= 0 ? args[at + 1] : undefined
}

nextEnv.loadEnvConfig(projectRoot, false)
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
// Unset: every interface, IPv4 and IPv6, as `next start` does.
const hostname = option('-H', '--hostname')

const missing = missingProductionSettings(process.env)
if (missing.length) {
  console.error(productionRefusal(missing))
  process.exit(1)
}
const trust = (() => {
  try {
    return parseTrustedProxies(process.env.TRUSTED_PROXIES)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()

process.env[RESOLVED_BY_SERVER] = '1'
// Until the server listens, only this ref'd timer keeps Node from ending mid-start with 13
// (an unsettled top-level await while modules load through tsx's hooks, as in scripts/prepare.ts).
const starting = setInterval(() => {}, 60_000)
// Migrating is a release step (`npm run migrate`): never serve on a schema the code does not expect.
const refusal = await migrationRefusal(process.env.DATABASE_URL!)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
const app = next({ dev: false, dir: projectRoot, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

const server = createServer((request, response) => {
  const address = resolveClientAddress(
    request.socket.remoteAddress,
    [request.headers['x-forwarded-for'] ?? []].flat().join(','),
    trust,
  )
  // Always overwritten: a value the client sent itself never reaches the app.
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address
  else delete request.headers[CLIENT_ADDRESS_HEADER]
  void handle(request, response)
})

const stop = (code: number) => {
  server.close()
  void app.close().finally(() => process.exit(code))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0))

await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
clearInterval(starting)
// The app reads its settings on first use: ask it once now, so a bad one stops the start here.
const own = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
const health = await fetch(`http://${own}:${port}/api/health/`).catch(() => null)
if (health?.status === 200) {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
} else {
  console.error(`Refusing to serve: the health check answered ${health?.status ?? 'nothing'}`)
  stop(1)
}
