import { afterAll, vi } from 'vitest'

/**
 * Runs before each integration file. Files share their worker's process (vitest.config.ts,
 * isolate: false): the packages stay loaded, Payload's import was a third of the run. Each file
 * still starts as if alone: the environment as the worker got it, the app's modules afresh (its
 * settings, mail transport and caches are read once per load), and no Payload left by the last.
 */
type Cached = { payload?: { destroy(): Promise<void>; db?: { pool?: { end(): Promise<void> } } } }
const state = globalThis as { intEnvironment?: NodeJS.ProcessEnv; _payload?: Map<string, Cached> }

state.intEnvironment ??= { ...process.env }
for (const key of Object.keys(process.env)) {
  if (!(key in state.intEnvironment)) delete process.env[key]
}
Object.assign(process.env, state.intEnvironment)

// This worker's own copy of the run's database (global-setup.ts made one each) and its own media
// folder: two workers seeding at once renamed each other's files (logo-1.svg).
const urls = process.env.TEST_DATABASE_URLS?.split(',') ?? []
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
if (urls.length > 0) process.env.DATABASE_URL = urls[(worker - 1) % urls.length]
if (process.env.MEDIA_DIR) process.env.MEDIA_DIR = `${process.env.MEDIA_DIR}-w${worker}`

vi.resetModules()
// The app's singletons chosen from the environment, kept on globalThis for Next's bundles (the
// Redis connections, by URL, and the logger stay): each file chooses its own.
for (const key of ['gatewayResponseCache', 'memoStore', 'cacheBus', 'storefrontReadiness']) {
  delete (globalThis as Record<string, unknown>)[key]
}

afterAll(async () => {
  // A second destroy of the same instance (the file's own afterAll did it) throws: nothing to do.
  // Payload's destroy leaves its pool open (up to DATABASE_POOL_SIZE idle connections for pg's
  // 10 s): files a second long each filled Postgres' 100 connections. Its idle ones close now,
  // one still checked out (a job the file did not wait for) when released: not awaited.
  for (const cached of state._payload?.values() ?? []) {
    await cached.payload?.destroy().catch(() => {})
    void cached.payload?.db?.pool?.end().catch(() => {})
  }
  state._payload?.clear()
})
