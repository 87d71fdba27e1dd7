import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-edited: a store saved before this has no card prefix, so the column is filled before it
 * becomes NOT NULL: 62804 and the store id, the prefix the code gave store 52 (6280452); a store
 * id of another length gets its id padded with 9s, distinct and to be set by an admin.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" ADD COLUMN "card_prefix" varchar;
  UPDATE "stores" SET "card_prefix" = CASE WHEN "store_id" BETWEEN 10 AND 99
    THEN '62804' || "store_id" ELSE lpad("store_id"::text, 7, '9') END;
  ALTER TABLE "stores" ALTER COLUMN "card_prefix" SET NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "organisation_legal_name" varchar;
  ALTER TABLE "stores" ADD COLUMN "organisation_company_number" varchar;
  ALTER TABLE "stores" ADD COLUMN "organisation_vat_number" varchar;
  ALTER TABLE "stores" ADD COLUMN "sender_name" varchar;
  ALTER TABLE "stores" ADD COLUMN "sender_email" varchar;
  ALTER TABLE "stores" ADD COLUMN "analytics_tag_manager_id" varchar;
  CREATE UNIQUE INDEX "stores_card_prefix_idx" ON "stores" USING btree ("card_prefix");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "stores_card_prefix_idx";
  ALTER TABLE "stores" DROP COLUMN "card_prefix";
  ALTER TABLE "stores" DROP COLUMN "organisation_legal_name";
  ALTER TABLE "stores" DROP COLUMN "organisation_company_number";
  ALTER TABLE "stores" DROP COLUMN "organisation_vat_number";
  ALTER TABLE "stores" DROP COLUMN "sender_name";
  ALTER TABLE "stores" DROP COLUMN "sender_email";
  ALTER TABLE "stores" DROP COLUMN "analytics_tag_manager_id";`)
}
