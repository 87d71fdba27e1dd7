import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_packaging_options_kind" AS ENUM('WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('cart', 'PENDING', 'COMPLETED', 'CANCELED');
  CREATE TABLE "packaging_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_packaging_options_kind" NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"image_id" integer,
  	"sku" varchar,
  	"available" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packaging_options_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uuid" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'cart' NOT NULL,
  	"store_id" numeric NOT NULL,
  	"guest_token_hash" varchar,
  	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"items_qty" numeric DEFAULT 0 NOT NULL,
  	"revision" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "test_card" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "digital_out_of_stock" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "physical_out_of_stock" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_test_card" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_digital_out_of_stock" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_physical_out_of_stock" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "fees_service_fee" numeric DEFAULT 150 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "fees_standard_shipping" numeric DEFAULT 195 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "fees_registered_shipping" numeric DEFAULT 895 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "fees_registered_above" numeric DEFAULT 30000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "fees_vat_rate" numeric DEFAULT 2000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "toggles_test_cards" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "packaging_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "packaging_options" ADD CONSTRAINT "packaging_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packaging_options_locales" ADD CONSTRAINT "packaging_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packaging_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "packaging_options_kind_idx" ON "packaging_options" USING btree ("kind");
  CREATE INDEX "packaging_options_image_idx" ON "packaging_options" USING btree ("image_id");
  CREATE INDEX "packaging_options_available_idx" ON "packaging_options" USING btree ("available");
  CREATE INDEX "packaging_options_updated_at_idx" ON "packaging_options" USING btree ("updated_at");
  CREATE INDEX "packaging_options_created_at_idx" ON "packaging_options" USING btree ("created_at");
  CREATE UNIQUE INDEX "packaging_options_locales_locale_parent_id_unique" ON "packaging_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "orders_uuid_idx" ON "orders" USING btree ("uuid");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_guest_token_hash_idx" ON "orders" USING btree ("guest_token_hash");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packaging_options_fk" FOREIGN KEY ("packaging_options_id") REFERENCES "public"."packaging_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_packaging_options_id_idx" ON "payload_locked_documents_rels" USING btree ("packaging_options_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "packaging_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packaging_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "packaging_options" CASCADE;
  DROP TABLE "packaging_options_locales" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_packaging_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_packaging_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "products" DROP COLUMN "test_card";
  ALTER TABLE "products" DROP COLUMN "digital_out_of_stock";
  ALTER TABLE "products" DROP COLUMN "physical_out_of_stock";
  ALTER TABLE "_products_v" DROP COLUMN "version_test_card";
  ALTER TABLE "_products_v" DROP COLUMN "version_digital_out_of_stock";
  ALTER TABLE "_products_v" DROP COLUMN "version_physical_out_of_stock";
  ALTER TABLE "stores" DROP COLUMN "fees_service_fee";
  ALTER TABLE "stores" DROP COLUMN "fees_standard_shipping";
  ALTER TABLE "stores" DROP COLUMN "fees_registered_shipping";
  ALTER TABLE "stores" DROP COLUMN "fees_registered_above";
  ALTER TABLE "stores" DROP COLUMN "fees_vat_rate";
  ALTER TABLE "stores" DROP COLUMN "toggles_test_cards";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "packaging_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_packaging_options_kind";
  DROP TYPE "public"."enum_orders_status";`)
}
