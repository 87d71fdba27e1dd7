/**
 * The production web server run from the project (what `npm start` runs after the database is
 * ready); the image runs the same server from the standalone build (scripts/standalone-server.ts).
 * Usage: tsx scripts/server.ts [-p port] [-H hostname]
 */
import { projectRoot } from './lib/paths'
import { startWebServer } from './lib/web-server'

await startWebServer(projectRoot)
