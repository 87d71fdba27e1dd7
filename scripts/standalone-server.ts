/**
 * The production web server of the standalone build: scripts/standalone.ts bundles this file into
 * .next/standalone/server.mjs, beside the traced node_modules it imports `next` from.
 * Usage: node server.mjs [-p port] [-H hostname]
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { MIGRATION_NAMES, migrationRefusal } from './lib/migrations'
import { startWebServer } from './lib/web-server'

// The app reads its run-time files from its working directory (geoip.ts, the gateway's schema).
const dir = path.dirname(fileURLToPath(import.meta.url))
process.chdir(dir)
// As Next's own standalone server.js: started without NODE_ENV, it must not render as development
// (Next's types make the property read-only).
Object.assign(process.env, { NODE_ENV: 'production' })
// As `npm start` (scripts/server.ts): migrating is a release step, never a start's. The web server
// has refused a missing DATABASE_URL before it asks.
// The migrations' names, written by scripts/standalone.ts (the migrations import Payload's adapter,
// which is not beside this file).
const names = JSON.parse(fs.readFileSync(path.join(dir, MIGRATION_NAMES), 'utf8')) as string[]
await startWebServer(dir, () => migrationRefusal(process.env.DATABASE_URL!, names))
