/**
 * The job worker (`npm run worker`): works the jobs queues of payload.config.ts on their schedules
 * (card issuing and its e-mails, the paid-order sweep, the pending-order follow-up, the doubler
 * draw, the purges, scheduled publish) beside web instances started with JOBS=off, which only
 * queue. SIGTERM or SIGINT stops the schedules, lets a running job end, then exits 0. While its
 * schedules run it renews WORKER_HEARTBEAT_FILE every 10 s (compose.yaml's health check).
 * Usage: npm run worker (it runs this file bundled: scripts/lib/bundle.ts)
 */
import nextEnv from '@next/env'

import { serverEnv } from '../src/server/env'
import { logger, routeConsoleTo } from '../src/server/logger'
import { serveMetrics } from '../src/server/metrics/endpoint'
import {
  isProductionRuntime,
  missingProductionSettings,
  productionRefusal,
} from '../src/server/production-settings'
import { heartbeatFile, startHeartbeat } from './lib/heartbeat'
import { migrationNames } from '../src/server/migration-status'
import { migrationRefusal } from './lib/migrations'
import { projectRoot } from './lib/paths'

/** How long a running job may take to end after a stop signal (orchestrators kill at ~30 s). */
const STOP_GRACE_MS = 20_000

nextEnv.loadEnvConfig(projectRoot, false)
// Web instances may share these settings with JOBS=off: the worker is the one that runs the jobs.
process.env.JOBS = 'on'
// What libraries print with console is logged as the worker's own lines (JSON in production).
routeConsoleTo(logger())

const refuse = (message: string): never => {
  logger().fatal(message)
  process.exit(1)
}
const missing = isProductionRuntime(process.env) ? missingProductionSettings(process.env) : []
if (missing.length) refuse(productionRefusal(missing))

const refusal = await migrationRefusal(serverEnv().DATABASE_URL, migrationNames())
if (refusal) refuse(refusal)
// Imported only now: the config reads JOBS when it loads.
const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config, cron: true })

async function stop(signal: NodeJS.Signals) {
  payload.logger.info(`Worker: ${signal}, stopping once the running job ends`)
  for (const cron of payload.crons) cron.stop()
  const deadline = Date.now() + STOP_GRACE_MS
  while (payload.crons.some((cron) => cron.isBusy()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await payload.destroy()
  process.exit(0)
}
// A signal may come twice (to the process group, and relayed by scripts/app.ts): one stop.
let stopping: Promise<void> | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, (received) => void (stopping ??= stop(received)))
}

// Stopped schedules (a stop signal) age the file too: the worker no longer works its queues.
startHeartbeat(
  heartbeatFile(process.env),
  () => payload.crons.length > 0 && payload.crons.every((cron) => cron.isRunning()),
  (message) => payload.logger.warn(message),
)
// Its jobs' figures are counted here, so scraped here (METRICS_PORT, its own port).
serveMetrics()
payload.logger.info(`Worker ready: ${payload.crons.length} queue schedules running`)

// A module (its awaits are top-level ones), with nothing to export.
export {}
