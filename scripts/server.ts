/**
 * The production web server run from the project (what `npm start` runs after the database is
 * ready); the image runs the same server from the standalone build (scripts/standalone-server.ts).
 * Usage: tsx scripts/server.ts [-p port] [-H hostname]
 */
import { projectRoot } from './lib/paths'
import { migrationRefusal } from './lib/migrations'
import { startWebServer } from './lib/web-server'

// Migrating is a release step (`npm run migrate`): never serve on a schema the code does not expect.
await startWebServer(projectRoot, () => migrationRefusal(process.env.DATABASE_URL!))
