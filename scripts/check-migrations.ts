/**
 * Fails when the Payload config and the committed migrations differ: asks Payload for a new
 * migration (--skip-empty writes nothing when they agree) and removes whatever it wrote.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { payloadBin, projectRoot } from './lib/paths'

const dir = path.join(projectRoot, 'src', 'migrations')
const indexFile = path.join(dir, 'index.ts')
const before = new Set(fs.readdirSync(dir))
const index = fs.readFileSync(indexFile, 'utf8')

const result = spawnSync(
  process.execPath,
  [...payloadBin, 'migrate:create', 'pending_schema_change', '--skip-empty'],
  { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } },
)
const added = fs.readdirSync(dir).filter((file) => !before.has(file))
for (const file of added) fs.rmSync(path.join(dir, file))
fs.writeFileSync(indexFile, index)

if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  console.error('migrations: could not compare the Payload config with the migrations')
  process.exit(1)
}
if (added.length > 0) {
  console.error(
    'migrations: the Payload config has schema changes without a migration.\n' +
      'Run `npm run migrate:create -- <name>` and commit the files it writes.',
  )
  process.exit(1)
}
console.log('migrations: the committed migrations match the Payload config')
