/**
 * The production web server run from the project (what `npm start` runs after the database is
 * ready); the image runs the same server from the standalone build (scripts/standalone-server.ts).
 * Usage: tsx scripts/server.ts [-p port] [-H hostname]
 */
// On Node 20, under load, Node could end with 13 (an unsettled top-level await) while modules load
// through tsx's hooks and only unref'd handles are left: a ref'd timer, set before anything is
// imported, keeps it waiting until the server listens. Imports are therefore dynamic. Node 24 did
// not reproduce it (README, Node), but only a loaded run of the built server can retire the timer.
const loading = setInterval(() => {}, 60_000)
const { projectRoot } = await import('./lib/paths')
const { migrationRefusal } = await import('./lib/migrations')
const { migrationNames } = await import('../src/server/migration-status')
const { startWebServer } = await import('./lib/web-server')

// Migrating is a release step (`npm run migrate`): never serve on a schema the code does not expect.
await startWebServer(projectRoot, () =>
  migrationRefusal(process.env.DATABASE_URL!, migrationNames()),
)
clearInterval(loading)

export {}
