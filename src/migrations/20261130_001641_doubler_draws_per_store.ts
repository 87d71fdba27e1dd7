import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-edited: each store draws its own month. A draw made before this takes the store of its
 * winning card, else of a card entered that month; one with neither drew nothing from nobody and
 * is dropped (the month is drawn again, per store, among no entries).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "doubler_draws_draw_month_idx";
  ALTER TABLE "doubler_draws" ADD COLUMN "store_id" numeric;
  UPDATE "doubler_draws" d SET "store_id" = coalesce(
    (SELECT c."store_id" FROM "gift_cards" c WHERE c."id" = d."card_id"),
    (SELECT min(c."store_id") FROM "doubler_entries" e JOIN "gift_cards" c ON c."id" = e."card_id"
      WHERE e."draw_month" = d."draw_month"));
  DELETE FROM "doubler_draws" WHERE "store_id" IS NULL;
  ALTER TABLE "doubler_draws" ALTER COLUMN "store_id" SET NOT NULL;
  CREATE UNIQUE INDEX "storeId_drawMonth_idx" ON "doubler_draws" USING btree ("store_id","draw_month");
  CREATE INDEX "doubler_draws_draw_month_idx" ON "doubler_draws" USING btree ("draw_month");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A month drawn by several stores keeps one draw: the unique month comes back.
  await db.execute(sql`
   DROP INDEX "storeId_drawMonth_idx";
  DROP INDEX "doubler_draws_draw_month_idx";
  DELETE FROM "doubler_draws" d WHERE EXISTS (SELECT 1 FROM "doubler_draws" o
    WHERE o."draw_month" = d."draw_month" AND o."id" < d."id");
  CREATE UNIQUE INDEX "doubler_draws_draw_month_idx" ON "doubler_draws" USING btree ("draw_month");
  ALTER TABLE "doubler_draws" DROP COLUMN "store_id";`)
}
