import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_business_type" AS ENUM('LocalBusiness', 'Restaurant', 'Store', 'HealthAndBeautyBusiness', 'EntertainmentBusiness', 'SportsActivityLocation', 'LodgingBusiness');
  ALTER TABLE "products" ADD COLUMN "multi_brand" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_multi_brand" boolean DEFAULT false;
  ALTER TABLE "locations" ADD COLUMN "business_type" "enum_locations_business_type" DEFAULT 'LocalBusiness' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "multi_brand";
  ALTER TABLE "_products_v" DROP COLUMN "version_multi_brand";
  ALTER TABLE "locations" DROP COLUMN "business_type";
  DROP TYPE "public"."enum_locations_business_type";`)
}
