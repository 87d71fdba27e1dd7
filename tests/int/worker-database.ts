/** Points this worker at its own copy of the run's database (global-setup.ts made one each). */
const urls = process.env.TEST_DATABASE_URLS?.split(',') ?? []
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
if (urls.length > 0) process.env.DATABASE_URL = urls[(worker - 1) % urls.length]
