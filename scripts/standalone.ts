/**
 * After `next build` (npm run build): completes .next/standalone into what the image runs, as
 * Next's docs ask: its static files and public/ beside the traced server, and our own server
 * (scripts/standalone-server.ts, bundled) instead of Next's server.js, which is `next start`.
 * Usage: tsx scripts/standalone.ts
 */
import fs from 'node:fs'
import path from 'node:path'

import { bundleEntry } from './lib/bundle'
import { MIGRATION_NAMES } from './lib/migrations'
import { projectRoot } from './lib/paths'

const standalone = path.join(projectRoot, '.next', 'standalone')
if (!fs.existsSync(path.join(standalone, '.next', 'required-server-files.json'))) {
  console.error(`${standalone} is missing or incomplete: run next build with output 'standalone'`)
  process.exit(1)
}

fs.cpSync(path.join(projectRoot, '.next', 'static'), path.join(standalone, '.next', 'static'), {
  recursive: true,
})
fs.cpSync(path.join(projectRoot, 'public'), path.join(standalone, 'public'), { recursive: true })
fs.rmSync(path.join(standalone, 'server.js'), { force: true })

// What server.mjs checks the database against (the migrations themselves need Payload's adapter).
const { migrationNames } = await import('../src/server/migration-status')
fs.writeFileSync(path.join(standalone, MIGRATION_NAMES), JSON.stringify(migrationNames()))

// Our sources only: every package (next, @next/env) comes from the traced node_modules beside it.
await bundleEntry('scripts/standalone-server.ts', path.join(standalone, 'server.mjs'))
console.log(`Standalone server ready: node ${path.relative(projectRoot, standalone)}/server.mjs`)
