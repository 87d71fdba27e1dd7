import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Postgres store of rate-limiter-flexible (src/server/rate-limit.ts), in its own layout: one row
 * per limit and key, its count and when its window ends (ms since the epoch). Not a Payload
 * collection: nobody edits it, and the hourly purge drops rows whose window has ended.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limits" (
     "key" varchar(255) PRIMARY KEY,
     "points" integer NOT NULL DEFAULT 0,
     "expire" bigint
   );
   CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
