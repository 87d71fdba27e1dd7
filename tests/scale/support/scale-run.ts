import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { localProductionEnv } from '../../../scripts/lib/local-production-env'
import { projectRoot, TS_LOADER } from '../../../scripts/lib/paths'
import { createSeededDatabase } from '../../../scripts/lib/seeded-database'
import { testAccounts } from '../../../scripts/lib/test-accounts'

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
 * What every topology of a run starts from (the scale group's global setup, bench:scale): a copy
 * of the test steps' seeded database (scripts/lib/seeded-database.ts), which each topology copies;
 * the run's production settings in this process's environment (secrets, payment simulator, media
 * folder, accounts); and the standalone build. `reuseBuild` takes the last one (the e2e step of
 * the same `npm test` just made it on a copy of the same database, so its pages name the same ids;
 * the build holds nothing of its port or secrets); otherwise it builds anew.
 */
export async function prepareScaleRun({ reuseBuild }: { reuseBuild: boolean }) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-media-'))
  const template = await createSeededDatabase('test_scale', [mediaDir])
  const settings = localProductionEnv({
    port: 0,
    databaseUrl: template.url,
    outboxDir: path.join(mediaDir, 'seed-outbox'),
    mediaDir,
  })
  Object.assign(process.env, settings, testAccounts, {
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
  if (!reuse && !app('build')) {
    await cleanUp()
    throw new Error('scale: building failed (see above)')
  }
  return cleanUp
}
