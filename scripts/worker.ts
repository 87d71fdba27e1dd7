/**
 * The job worker (`npm run worker`): works the jobs queues of payload.config.ts on their schedules
 * (card issuing and its e-mails, the paid-order sweep, the pending-order follow-up, the doubler
 * draw, the purges, scheduled publish) beside web instances started with JOBS=off, which only
 * queue. SIGTERM or SIGINT stops the schedules, lets a running job end, then exits 0.
 * Usage: tsx scripts/worker.ts
 */
// Under load Node could end with 13 (an unsettled top-level await) while modules load through
// tsx's hooks and only unref'd handles are left: a ref'd timer, set before anything is imported,
// keeps it waiting until the crons run. Imports are therefore dynamic.
const keepAlive = setInterval(() => {}, 60_000)
// @next/env is CommonJS marked as an ES module: its functions are named exports, it has no default.
const { loadEnvConfig } = await import('@next/env')
const { serverEnv } = await import('../src/server/env')
const { isProductionRuntime, missingProductionSettings, productionRefusal } =
  await import('../src/server/production-settings')
const { logger, routeConsoleTo } = await import('../src/server/logger')
const { migrationRefusal } = await import('./lib/migrations')
const { projectRoot } = await import('./lib/paths')

/** How long a running job may take to end after a stop signal (orchestrators kill at ~30 s). */
const STOP_GRACE_MS = 20_000

loadEnvConfig(projectRoot, false)
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

const refusal = await migrationRefusal(serverEnv().DATABASE_URL)
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
  clearInterval(keepAlive)
  process.exit(0)
}
// A signal may come twice (to the process group, and relayed by tsx's wrapper): one stop.
let stopping: Promise<void> | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, (received) => void (stopping ??= stop(received)))
}

payload.logger.info(`Worker ready: ${payload.crons.length} queue schedules running`)

// A module (its awaits are top-level ones), with nothing to export.
export {}
