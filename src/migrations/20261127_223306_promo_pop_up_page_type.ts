import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_page_type" ADD VALUE 'promo-pop-up';
  ALTER TYPE "public"."enum__pages_v_version_page_type" ADD VALUE 'promo-pop-up';`)
}

// Promotions become landing pages: the type they had is gone.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'landing'::text;
  UPDATE "pages" SET "page_type" = 'landing' WHERE "page_type" = 'promo-pop-up';
  DROP TYPE "public"."enum_pages_page_type";
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'landing'::"public"."enum_pages_page_type";
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE "public"."enum_pages_page_type" USING "page_type"::"public"."enum_pages_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'landing'::text;
  UPDATE "_pages_v" SET "version_page_type" = 'landing' WHERE "version_page_type" = 'promo-pop-up';
  DROP TYPE "public"."enum__pages_v_version_page_type";
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'home-v2', 'landing', 'blank-gift-cards', 'blog', 'business-form', 'business-form-v2', 'contacts', 'activation', 'activation-thank-you', 'giving-moments-overview', 'locations-overview', 'products-overview', 'redeem-b2b-result', 'redeem-check', 'redeem-result', 'terms', 'user-home', 'confirmation', 'doubler-thank-you', 'restaurant');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'landing'::"public"."enum__pages_v_version_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE "public"."enum__pages_v_version_page_type" USING "version_page_type"::"public"."enum__pages_v_version_page_type";`)
}
