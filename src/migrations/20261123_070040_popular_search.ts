import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "stores_popular_search_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "stores_popular_search_highlighted_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"card_image_id" integer,
  	"background_image_id" integer,
  	"referenced_path" varchar NOT NULL,
  	"show_hand" boolean DEFAULT false
  );
  
  DROP INDEX "stores_rels_categories_id_idx";
  ALTER TABLE "stores_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "stores_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "stores_popular_search_terms" ADD CONSTRAINT "stores_popular_search_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_popular_search_highlighted_blocks" ADD CONSTRAINT "stores_popular_search_highlighted_blocks_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_popular_search_highlighted_blocks" ADD CONSTRAINT "stores_popular_search_highlighted_blocks_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_popular_search_highlighted_blocks" ADD CONSTRAINT "stores_popular_search_highlighted_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stores_popular_search_terms_order_idx" ON "stores_popular_search_terms" USING btree ("_order");
  CREATE INDEX "stores_popular_search_terms_parent_id_idx" ON "stores_popular_search_terms" USING btree ("_parent_id");
  CREATE INDEX "stores_popular_search_terms_locale_idx" ON "stores_popular_search_terms" USING btree ("_locale");
  CREATE INDEX "stores_popular_search_highlighted_blocks_order_idx" ON "stores_popular_search_highlighted_blocks" USING btree ("_order");
  CREATE INDEX "stores_popular_search_highlighted_blocks_parent_id_idx" ON "stores_popular_search_highlighted_blocks" USING btree ("_parent_id");
  CREATE INDEX "stores_popular_search_highlighted_blocks_locale_idx" ON "stores_popular_search_highlighted_blocks" USING btree ("_locale");
  CREATE INDEX "stores_popular_search_highlighted_blocks_card_image_idx" ON "stores_popular_search_highlighted_blocks" USING btree ("card_image_id");
  CREATE INDEX "stores_popular_search_highlighted_blocks_background_imag_idx" ON "stores_popular_search_highlighted_blocks" USING btree ("background_image_id");
  ALTER TABLE "stores_rels" ADD CONSTRAINT "stores_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stores_rels_locale_idx" ON "stores_rels" USING btree ("locale");
  CREATE INDEX "stores_rels_products_id_idx" ON "stores_rels" USING btree ("products_id","locale");
  CREATE INDEX "stores_rels_categories_id_idx" ON "stores_rels" USING btree ("categories_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores_popular_search_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stores_popular_search_highlighted_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stores_popular_search_terms" CASCADE;
  DROP TABLE "stores_popular_search_highlighted_blocks" CASCADE;
  ALTER TABLE "stores_rels" DROP CONSTRAINT "stores_rels_products_fk";
  
  DROP INDEX "stores_rels_locale_idx";
  DROP INDEX "stores_rels_products_id_idx";
  DROP INDEX "stores_rels_categories_id_idx";
  CREATE INDEX "stores_rels_categories_id_idx" ON "stores_rels" USING btree ("categories_id");
  ALTER TABLE "stores_rels" DROP COLUMN "locale";
  ALTER TABLE "stores_rels" DROP COLUMN "products_id";`)
}
