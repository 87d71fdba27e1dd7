import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { localProductionEnv } from '../../../scripts/lib/local-production-env'
import { projectRoot, TS_LOADER } from '../../../scripts/lib/paths'
import { createThrowawayDatabase } from '../../../scripts/lib/throwaway-database'

const standaloneServer = path.join(projectRoot, '.next', 'standalone', 'server.mjs')

/** One step of scripts/app.ts on this process's settings, timed. */
function app(command: string): boolean {
  const started = Date.now()
  const run = spawnSync(process.execPath, [...TS_LOADER, 'scripts/app.ts', command], {
    cwd: projectRoot,
    env: process.env,
    stdio: 'inherit',
  })
  console.log(`scale: ${command} took ${Math.round((Date.now() - started) / 1000)} s`)
  return run.status === 0
}

/**
 * What every topology of a run starts from (the scale group's global setup, bench:scale): one
 * database migrated and seeded as scripts/e2e.ts does, which each topology copies; the run's
 * production settings in this process's environment (secrets, payment simulator, media folder,
 * admin); and the standalone build. `reuseBuild` takes the last one (the e2e step of the same
 * `npm test` just made it: the seed is deterministic and the build holds nothing of its database,
 * port or secrets); otherwise the seeded database is built anew.
 */
export async function prepareScaleRun({ reuseBuild }: { reuseBuild: boolean }) {
  const template = await createThrowawayDatabase('test_scale')
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-media-'))
  const settings = localProductionEnv({
    port: 0,
    databaseUrl: template.url,
    outboxDir: path.join(mediaDir, 'seed-outbox'),
    mediaDir,
  })
  Object.assign(process.env, settings, {
    ADMIN_EMAIL: 'scale-admin@example.com',
    ADMIN_PASSWORD: 'scale-password-1234',
    // Given, so the seed writes no credentials over the developer's own in .data.
    EDITOR_PASSWORD: 'scale-editor-password-1234',
    CUSTOMER_SERVICE_PASSWORD: 'scale-service-password-1234',
    NEXT_TELEMETRY_DISABLED: '1',
    SCALE_SERVER_URL: template.serverUrl,
    SCALE_TEMPLATE_DATABASE: new URL(template.url).pathname.slice(1),
  })
  const cleanUp = async () => {
    fs.rmSync(mediaDir, { recursive: true, force: true })
    await template.drop()
  }
  const reuse = reuseBuild && fs.existsSync(standaloneServer)
  if (reuse) console.log('scale: reusing the last standalone build')
  if (!app('seed') || (!reuse && !app('build'))) {
    await cleanUp()
    throw new Error('scale: seeding or building failed (see above)')
  }
  return cleanUp
}
