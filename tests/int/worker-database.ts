/**
 * Points this worker at its own copy of the run's database (global-setup.ts made one each) and
 * its own media folder: two workers seeding at once renamed each other's files (logo-1.svg).
 */
const urls = process.env.TEST_DATABASE_URLS?.split(',') ?? []
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
if (urls.length > 0) process.env.DATABASE_URL = urls[(worker - 1) % urls.length]
if (process.env.MEDIA_DIR) process.env.MEDIA_DIR = `${process.env.MEDIA_DIR}-w${worker}`
