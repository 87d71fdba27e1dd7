import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A media file's optional store (issue 38). Existing files stay shared, but a store's own logos
 * (main and footer), which no other store shows as its logos, become that store's: nothing else
 * is clearly one store's (cards' images and illustrations may be shown by several).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "store_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_store_idx" ON "media" USING btree ("store_id");
  WITH "logos" AS (
    SELECT "main_logo_id" AS "media_id", "id" AS "store_id" FROM "stores" WHERE "main_logo_id" IS NOT NULL
    UNION SELECT "footer_logo_id", "id" FROM "stores" WHERE "footer_logo_id" IS NOT NULL
  ), "own" AS (
    SELECT "media_id", min("store_id") AS "store_id" FROM "logos"
    GROUP BY "media_id" HAVING count(DISTINCT "store_id") = 1
  )
  UPDATE "media" SET "store_id" = "own"."store_id" FROM "own" WHERE "media"."id" = "own"."media_id";`)
}

/** Every file shared again, as before. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP CONSTRAINT "media_store_id_stores_id_fk";
  DROP INDEX "media_store_idx";
  ALTER TABLE "media" DROP COLUMN "store_id";`)
}
