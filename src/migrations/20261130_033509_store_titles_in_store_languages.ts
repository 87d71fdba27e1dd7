import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A store's menu and trust-mark titles are required in its own languages only (validated on save). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "stores_trust_marks_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "stores_footer_menu_menu_items_children_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "stores_footer_menu_menu_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "stores_business_menu_menu_items_children_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "stores_business_menu_menu_items_locales" ALTER COLUMN "title" DROP NOT NULL;`)
}

/** Back to required in every language: titles left empty in a language the store lacks go. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "stores_trust_marks_locales" WHERE "title" IS NULL;
  ALTER TABLE "stores_trust_marks_locales" ALTER COLUMN "title" SET NOT NULL;
  DELETE FROM "stores_footer_menu_menu_items_children_locales" WHERE "title" IS NULL;
  ALTER TABLE "stores_footer_menu_menu_items_children_locales" ALTER COLUMN "title" SET NOT NULL;
  DELETE FROM "stores_footer_menu_menu_items_locales" WHERE "title" IS NULL;
  ALTER TABLE "stores_footer_menu_menu_items_locales" ALTER COLUMN "title" SET NOT NULL;
  DELETE FROM "stores_business_menu_menu_items_children_locales" WHERE "title" IS NULL;
  ALTER TABLE "stores_business_menu_menu_items_children_locales" ALTER COLUMN "title" SET NOT NULL;
  DELETE FROM "stores_business_menu_menu_items_locales" WHERE "title" IS NULL;
  ALTER TABLE "stores_business_menu_menu_items_locales" ALTER COLUMN "title" SET NOT NULL;`)
}
