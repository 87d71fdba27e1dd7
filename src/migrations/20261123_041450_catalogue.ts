import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_product_type" AS ENUM('giftcard', 'donation', 'blankGiftCardPack');
  CREATE TYPE "public"."enum__products_v_version_product_type" AS ENUM('giftcard', 'donation', 'blankGiftCardPack');
  CREATE TABLE "products_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_post_code" varchar NOT NULL,
  	"address_locality" varchar NOT NULL,
  	"address_administrative_area" varchar,
  	"address_country_code" varchar DEFAULT 'FR' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "product_type" "enum_products_product_type" DEFAULT 'giftcard';
  ALTER TABLE "products" ADD COLUMN "brand_id" integer;
  ALTER TABLE "products" ADD COLUMN "apple_type" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "digital_available" boolean DEFAULT true;
  ALTER TABLE "products" ADD COLUMN "digital_sku" varchar;
  ALTER TABLE "products" ADD COLUMN "digital_has_fixed_prices" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "digital_min_price" numeric;
  ALTER TABLE "products" ADD COLUMN "digital_max_price" numeric;
  ALTER TABLE "products" ADD COLUMN "physical_available" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "physical_sku" varchar;
  ALTER TABLE "products" ADD COLUMN "physical_has_fixed_prices" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "physical_min_price" numeric;
  ALTER TABLE "products" ADD COLUMN "physical_max_price" numeric;
  ALTER TABLE "products" ADD COLUMN "redeem_data_minimum_remaining_balance" numeric;
  ALTER TABLE "products" ADD COLUMN "redeem_data_minimum_available_custom_amount" numeric;
  ALTER TABLE "products" ADD COLUMN "redeem_data_maximum_available_custom_amount" numeric;
  ALTER TABLE "products_locales" ADD COLUMN "redeem_data_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "redeem_data_description" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_product_type" "enum__products_v_version_product_type" DEFAULT 'giftcard';
  ALTER TABLE "_products_v" ADD COLUMN "version_brand_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_apple_type" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_available" boolean DEFAULT true;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_sku" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_has_fixed_prices" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_min_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_max_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_available" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_sku" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_has_fixed_prices" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_min_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_max_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_redeem_data_minimum_remaining_balance" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_redeem_data_minimum_available_custom_amount" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_redeem_data_maximum_available_custom_amount" numeric;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_redeem_data_title" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_redeem_data_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "products_numbers" ADD CONSTRAINT "products_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_numbers" ADD CONSTRAINT "_products_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_numbers_order_parent_idx" ON "products_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_numbers_order_parent_idx" ON "_products_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_product_idx" ON "locations" USING btree ("product_id");
  CREATE INDEX "locations_address_address_locality_idx" ON "locations" USING btree ("address_locality");
  CREATE INDEX "locations_address_address_administrative_area_idx" ON "locations" USING btree ("address_administrative_area");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_brand_id_brands_id_fk" FOREIGN KEY ("version_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type");
  CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");
  CREATE INDEX "_products_v_version_version_product_type_idx" ON "_products_v" USING btree ("version_product_type");
  CREATE INDEX "_products_v_version_version_brand_idx" ON "_products_v" USING btree ("version_brand_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_numbers" CASCADE;
  DROP TABLE "_products_v_numbers" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT "products_brand_id_brands_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_brand_id_brands_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "products_product_type_idx";
  DROP INDEX "products_brand_idx";
  DROP INDEX "_products_v_version_version_product_type_idx";
  DROP INDEX "_products_v_version_version_brand_idx";
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "products" DROP COLUMN "product_type";
  ALTER TABLE "products" DROP COLUMN "brand_id";
  ALTER TABLE "products" DROP COLUMN "apple_type";
  ALTER TABLE "products" DROP COLUMN "digital_available";
  ALTER TABLE "products" DROP COLUMN "digital_sku";
  ALTER TABLE "products" DROP COLUMN "digital_has_fixed_prices";
  ALTER TABLE "products" DROP COLUMN "digital_min_price";
  ALTER TABLE "products" DROP COLUMN "digital_max_price";
  ALTER TABLE "products" DROP COLUMN "physical_available";
  ALTER TABLE "products" DROP COLUMN "physical_sku";
  ALTER TABLE "products" DROP COLUMN "physical_has_fixed_prices";
  ALTER TABLE "products" DROP COLUMN "physical_min_price";
  ALTER TABLE "products" DROP COLUMN "physical_max_price";
  ALTER TABLE "products" DROP COLUMN "redeem_data_minimum_remaining_balance";
  ALTER TABLE "products" DROP COLUMN "redeem_data_minimum_available_custom_amount";
  ALTER TABLE "products" DROP COLUMN "redeem_data_maximum_available_custom_amount";
  ALTER TABLE "products_locales" DROP COLUMN "redeem_data_title";
  ALTER TABLE "products_locales" DROP COLUMN "redeem_data_description";
  ALTER TABLE "_products_v" DROP COLUMN "version_product_type";
  ALTER TABLE "_products_v" DROP COLUMN "version_brand_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_apple_type";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_available";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_sku";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_has_fixed_prices";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_min_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_max_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_available";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_sku";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_has_fixed_prices";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_min_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_max_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_redeem_data_minimum_remaining_balance";
  ALTER TABLE "_products_v" DROP COLUMN "version_redeem_data_minimum_available_custom_amount";
  ALTER TABLE "_products_v" DROP COLUMN "version_redeem_data_maximum_available_custom_amount";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_redeem_data_title";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_redeem_data_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_products_product_type";
  DROP TYPE "public"."enum__products_v_version_product_type";`)
}
