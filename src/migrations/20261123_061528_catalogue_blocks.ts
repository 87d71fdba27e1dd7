import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "pages_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "blog_posts_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "blog_posts_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__blog_posts_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__blog_posts_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "giving_moments_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "giving_moments_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__giving_moments_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__giving_moments_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "products_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__products_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__products_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "categories_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "categories_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__categories_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__categories_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_most_chosen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "brands_top_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer
  );
  
  CREATE TABLE "brands_top_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_most_chosen_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_to_overview" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__brands_v_top_products_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"card_image_id" integer,
  	"referenced_path" varchar,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__brands_v_top_products_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_most_chosen" ADD CONSTRAINT "pages_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_top_products_items" ADD CONSTRAINT "pages_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_top_products_items" ADD CONSTRAINT "pages_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_top_products_items" ADD CONSTRAINT "pages_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_top_products" ADD CONSTRAINT "pages_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_most_chosen_v" ADD CONSTRAINT "__pages_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_top_products_v_items" ADD CONSTRAINT "__pages_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_top_products_v_items" ADD CONSTRAINT "__pages_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_top_products_v_items" ADD CONSTRAINT "__pages_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_top_products_v" ADD CONSTRAINT "__pages_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_most_chosen" ADD CONSTRAINT "blog_posts_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_top_products_items" ADD CONSTRAINT "blog_posts_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_top_products_items" ADD CONSTRAINT "blog_posts_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_top_products_items" ADD CONSTRAINT "blog_posts_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_top_products" ADD CONSTRAINT "blog_posts_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_most_chosen_v" ADD CONSTRAINT "__blog_posts_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_top_products_v_items" ADD CONSTRAINT "__blog_posts_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_top_products_v_items" ADD CONSTRAINT "__blog_posts_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_top_products_v_items" ADD CONSTRAINT "__blog_posts_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__blog_posts_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__blog_posts_v_top_products_v" ADD CONSTRAINT "__blog_posts_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_most_chosen" ADD CONSTRAINT "giving_moments_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_top_products_items" ADD CONSTRAINT "giving_moments_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_top_products_items" ADD CONSTRAINT "giving_moments_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments_top_products_items" ADD CONSTRAINT "giving_moments_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giving_moments_top_products" ADD CONSTRAINT "giving_moments_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."giving_moments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_most_chosen_v" ADD CONSTRAINT "__giving_moments_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_top_products_v_items" ADD CONSTRAINT "__giving_moments_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_top_products_v_items" ADD CONSTRAINT "__giving_moments_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_top_products_v_items" ADD CONSTRAINT "__giving_moments_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__giving_moments_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__giving_moments_v_top_products_v" ADD CONSTRAINT "__giving_moments_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_giving_moments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_most_chosen" ADD CONSTRAINT "products_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_top_products_items" ADD CONSTRAINT "products_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_top_products_items" ADD CONSTRAINT "products_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_top_products_items" ADD CONSTRAINT "products_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_top_products" ADD CONSTRAINT "products_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_most_chosen_v" ADD CONSTRAINT "__products_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_top_products_v_items" ADD CONSTRAINT "__products_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_top_products_v_items" ADD CONSTRAINT "__products_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__products_v_top_products_v_items" ADD CONSTRAINT "__products_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__products_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__products_v_top_products_v" ADD CONSTRAINT "__products_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_most_chosen" ADD CONSTRAINT "categories_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_top_products_items" ADD CONSTRAINT "categories_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_top_products_items" ADD CONSTRAINT "categories_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_top_products_items" ADD CONSTRAINT "categories_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_top_products" ADD CONSTRAINT "categories_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_most_chosen_v" ADD CONSTRAINT "__categories_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_top_products_v_items" ADD CONSTRAINT "__categories_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_top_products_v_items" ADD CONSTRAINT "__categories_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__categories_v_top_products_v_items" ADD CONSTRAINT "__categories_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__categories_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__categories_v_top_products_v" ADD CONSTRAINT "__categories_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_most_chosen" ADD CONSTRAINT "brands_most_chosen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_top_products_items" ADD CONSTRAINT "brands_top_products_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_top_products_items" ADD CONSTRAINT "brands_top_products_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_top_products_items" ADD CONSTRAINT "brands_top_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands_top_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_top_products" ADD CONSTRAINT "brands_top_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_most_chosen_v" ADD CONSTRAINT "__brands_v_most_chosen_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_top_products_v_items" ADD CONSTRAINT "__brands_v_top_products_v_items_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_top_products_v_items" ADD CONSTRAINT "__brands_v_top_products_v_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__brands_v_top_products_v_items" ADD CONSTRAINT "__brands_v_top_products_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__brands_v_top_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__brands_v_top_products_v" ADD CONSTRAINT "__brands_v_top_products_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_most_chosen_order_idx" ON "pages_most_chosen" USING btree ("_order");
  CREATE INDEX "pages_most_chosen_parent_id_idx" ON "pages_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "pages_most_chosen_path_idx" ON "pages_most_chosen" USING btree ("_path");
  CREATE INDEX "pages_most_chosen_locale_idx" ON "pages_most_chosen" USING btree ("_locale");
  CREATE INDEX "pages_top_products_items_order_idx" ON "pages_top_products_items" USING btree ("_order");
  CREATE INDEX "pages_top_products_items_parent_id_idx" ON "pages_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "pages_top_products_items_locale_idx" ON "pages_top_products_items" USING btree ("_locale");
  CREATE INDEX "pages_top_products_items_card_image_idx" ON "pages_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "pages_top_products_items_product_idx" ON "pages_top_products_items" USING btree ("product_id");
  CREATE INDEX "pages_top_products_order_idx" ON "pages_top_products" USING btree ("_order");
  CREATE INDEX "pages_top_products_parent_id_idx" ON "pages_top_products" USING btree ("_parent_id");
  CREATE INDEX "pages_top_products_path_idx" ON "pages_top_products" USING btree ("_path");
  CREATE INDEX "pages_top_products_locale_idx" ON "pages_top_products" USING btree ("_locale");
  CREATE INDEX "__pages_v_most_chosen_v_order_idx" ON "__pages_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__pages_v_most_chosen_v_parent_id_idx" ON "__pages_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_most_chosen_v_path_idx" ON "__pages_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__pages_v_most_chosen_v_locale_idx" ON "__pages_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__pages_v_top_products_v_items_order_idx" ON "__pages_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__pages_v_top_products_v_items_parent_id_idx" ON "__pages_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_top_products_v_items_locale_idx" ON "__pages_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__pages_v_top_products_v_items_card_image_idx" ON "__pages_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__pages_v_top_products_v_items_product_idx" ON "__pages_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__pages_v_top_products_v_order_idx" ON "__pages_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__pages_v_top_products_v_parent_id_idx" ON "__pages_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_top_products_v_path_idx" ON "__pages_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__pages_v_top_products_v_locale_idx" ON "__pages_v_top_products_v" USING btree ("_locale");
  CREATE INDEX "blog_posts_most_chosen_order_idx" ON "blog_posts_most_chosen" USING btree ("_order");
  CREATE INDEX "blog_posts_most_chosen_parent_id_idx" ON "blog_posts_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_most_chosen_path_idx" ON "blog_posts_most_chosen" USING btree ("_path");
  CREATE INDEX "blog_posts_most_chosen_locale_idx" ON "blog_posts_most_chosen" USING btree ("_locale");
  CREATE INDEX "blog_posts_top_products_items_order_idx" ON "blog_posts_top_products_items" USING btree ("_order");
  CREATE INDEX "blog_posts_top_products_items_parent_id_idx" ON "blog_posts_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_top_products_items_locale_idx" ON "blog_posts_top_products_items" USING btree ("_locale");
  CREATE INDEX "blog_posts_top_products_items_card_image_idx" ON "blog_posts_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "blog_posts_top_products_items_product_idx" ON "blog_posts_top_products_items" USING btree ("product_id");
  CREATE INDEX "blog_posts_top_products_order_idx" ON "blog_posts_top_products" USING btree ("_order");
  CREATE INDEX "blog_posts_top_products_parent_id_idx" ON "blog_posts_top_products" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_top_products_path_idx" ON "blog_posts_top_products" USING btree ("_path");
  CREATE INDEX "blog_posts_top_products_locale_idx" ON "blog_posts_top_products" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_most_chosen_v_order_idx" ON "__blog_posts_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_most_chosen_v_parent_id_idx" ON "__blog_posts_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_most_chosen_v_path_idx" ON "__blog_posts_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_most_chosen_v_locale_idx" ON "__blog_posts_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_top_products_v_items_order_idx" ON "__blog_posts_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_top_products_v_items_parent_id_idx" ON "__blog_posts_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_top_products_v_items_locale_idx" ON "__blog_posts_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__blog_posts_v_top_products_v_items_card_image_idx" ON "__blog_posts_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__blog_posts_v_top_products_v_items_product_idx" ON "__blog_posts_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__blog_posts_v_top_products_v_order_idx" ON "__blog_posts_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__blog_posts_v_top_products_v_parent_id_idx" ON "__blog_posts_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__blog_posts_v_top_products_v_path_idx" ON "__blog_posts_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__blog_posts_v_top_products_v_locale_idx" ON "__blog_posts_v_top_products_v" USING btree ("_locale");
  CREATE INDEX "giving_moments_most_chosen_order_idx" ON "giving_moments_most_chosen" USING btree ("_order");
  CREATE INDEX "giving_moments_most_chosen_parent_id_idx" ON "giving_moments_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_most_chosen_path_idx" ON "giving_moments_most_chosen" USING btree ("_path");
  CREATE INDEX "giving_moments_most_chosen_locale_idx" ON "giving_moments_most_chosen" USING btree ("_locale");
  CREATE INDEX "giving_moments_top_products_items_order_idx" ON "giving_moments_top_products_items" USING btree ("_order");
  CREATE INDEX "giving_moments_top_products_items_parent_id_idx" ON "giving_moments_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_top_products_items_locale_idx" ON "giving_moments_top_products_items" USING btree ("_locale");
  CREATE INDEX "giving_moments_top_products_items_card_image_idx" ON "giving_moments_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "giving_moments_top_products_items_product_idx" ON "giving_moments_top_products_items" USING btree ("product_id");
  CREATE INDEX "giving_moments_top_products_order_idx" ON "giving_moments_top_products" USING btree ("_order");
  CREATE INDEX "giving_moments_top_products_parent_id_idx" ON "giving_moments_top_products" USING btree ("_parent_id");
  CREATE INDEX "giving_moments_top_products_path_idx" ON "giving_moments_top_products" USING btree ("_path");
  CREATE INDEX "giving_moments_top_products_locale_idx" ON "giving_moments_top_products" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_most_chosen_v_order_idx" ON "__giving_moments_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_most_chosen_v_parent_id_idx" ON "__giving_moments_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_most_chosen_v_path_idx" ON "__giving_moments_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_most_chosen_v_locale_idx" ON "__giving_moments_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_top_products_v_items_order_idx" ON "__giving_moments_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_top_products_v_items_parent_id_idx" ON "__giving_moments_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_top_products_v_items_locale_idx" ON "__giving_moments_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__giving_moments_v_top_products_v_items_card_image_idx" ON "__giving_moments_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__giving_moments_v_top_products_v_items_product_idx" ON "__giving_moments_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__giving_moments_v_top_products_v_order_idx" ON "__giving_moments_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__giving_moments_v_top_products_v_parent_id_idx" ON "__giving_moments_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__giving_moments_v_top_products_v_path_idx" ON "__giving_moments_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__giving_moments_v_top_products_v_locale_idx" ON "__giving_moments_v_top_products_v" USING btree ("_locale");
  CREATE INDEX "products_most_chosen_order_idx" ON "products_most_chosen" USING btree ("_order");
  CREATE INDEX "products_most_chosen_parent_id_idx" ON "products_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "products_most_chosen_path_idx" ON "products_most_chosen" USING btree ("_path");
  CREATE INDEX "products_most_chosen_locale_idx" ON "products_most_chosen" USING btree ("_locale");
  CREATE INDEX "products_top_products_items_order_idx" ON "products_top_products_items" USING btree ("_order");
  CREATE INDEX "products_top_products_items_parent_id_idx" ON "products_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "products_top_products_items_locale_idx" ON "products_top_products_items" USING btree ("_locale");
  CREATE INDEX "products_top_products_items_card_image_idx" ON "products_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "products_top_products_items_product_idx" ON "products_top_products_items" USING btree ("product_id");
  CREATE INDEX "products_top_products_order_idx" ON "products_top_products" USING btree ("_order");
  CREATE INDEX "products_top_products_parent_id_idx" ON "products_top_products" USING btree ("_parent_id");
  CREATE INDEX "products_top_products_path_idx" ON "products_top_products" USING btree ("_path");
  CREATE INDEX "products_top_products_locale_idx" ON "products_top_products" USING btree ("_locale");
  CREATE INDEX "__products_v_most_chosen_v_order_idx" ON "__products_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__products_v_most_chosen_v_parent_id_idx" ON "__products_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_most_chosen_v_path_idx" ON "__products_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__products_v_most_chosen_v_locale_idx" ON "__products_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__products_v_top_products_v_items_order_idx" ON "__products_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__products_v_top_products_v_items_parent_id_idx" ON "__products_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__products_v_top_products_v_items_locale_idx" ON "__products_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__products_v_top_products_v_items_card_image_idx" ON "__products_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__products_v_top_products_v_items_product_idx" ON "__products_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__products_v_top_products_v_order_idx" ON "__products_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__products_v_top_products_v_parent_id_idx" ON "__products_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__products_v_top_products_v_path_idx" ON "__products_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__products_v_top_products_v_locale_idx" ON "__products_v_top_products_v" USING btree ("_locale");
  CREATE INDEX "categories_most_chosen_order_idx" ON "categories_most_chosen" USING btree ("_order");
  CREATE INDEX "categories_most_chosen_parent_id_idx" ON "categories_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "categories_most_chosen_path_idx" ON "categories_most_chosen" USING btree ("_path");
  CREATE INDEX "categories_most_chosen_locale_idx" ON "categories_most_chosen" USING btree ("_locale");
  CREATE INDEX "categories_top_products_items_order_idx" ON "categories_top_products_items" USING btree ("_order");
  CREATE INDEX "categories_top_products_items_parent_id_idx" ON "categories_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "categories_top_products_items_locale_idx" ON "categories_top_products_items" USING btree ("_locale");
  CREATE INDEX "categories_top_products_items_card_image_idx" ON "categories_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "categories_top_products_items_product_idx" ON "categories_top_products_items" USING btree ("product_id");
  CREATE INDEX "categories_top_products_order_idx" ON "categories_top_products" USING btree ("_order");
  CREATE INDEX "categories_top_products_parent_id_idx" ON "categories_top_products" USING btree ("_parent_id");
  CREATE INDEX "categories_top_products_path_idx" ON "categories_top_products" USING btree ("_path");
  CREATE INDEX "categories_top_products_locale_idx" ON "categories_top_products" USING btree ("_locale");
  CREATE INDEX "__categories_v_most_chosen_v_order_idx" ON "__categories_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__categories_v_most_chosen_v_parent_id_idx" ON "__categories_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_most_chosen_v_path_idx" ON "__categories_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__categories_v_most_chosen_v_locale_idx" ON "__categories_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__categories_v_top_products_v_items_order_idx" ON "__categories_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__categories_v_top_products_v_items_parent_id_idx" ON "__categories_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_top_products_v_items_locale_idx" ON "__categories_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__categories_v_top_products_v_items_card_image_idx" ON "__categories_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__categories_v_top_products_v_items_product_idx" ON "__categories_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__categories_v_top_products_v_order_idx" ON "__categories_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__categories_v_top_products_v_parent_id_idx" ON "__categories_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__categories_v_top_products_v_path_idx" ON "__categories_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__categories_v_top_products_v_locale_idx" ON "__categories_v_top_products_v" USING btree ("_locale");
  CREATE INDEX "brands_most_chosen_order_idx" ON "brands_most_chosen" USING btree ("_order");
  CREATE INDEX "brands_most_chosen_parent_id_idx" ON "brands_most_chosen" USING btree ("_parent_id");
  CREATE INDEX "brands_most_chosen_path_idx" ON "brands_most_chosen" USING btree ("_path");
  CREATE INDEX "brands_most_chosen_locale_idx" ON "brands_most_chosen" USING btree ("_locale");
  CREATE INDEX "brands_top_products_items_order_idx" ON "brands_top_products_items" USING btree ("_order");
  CREATE INDEX "brands_top_products_items_parent_id_idx" ON "brands_top_products_items" USING btree ("_parent_id");
  CREATE INDEX "brands_top_products_items_locale_idx" ON "brands_top_products_items" USING btree ("_locale");
  CREATE INDEX "brands_top_products_items_card_image_idx" ON "brands_top_products_items" USING btree ("card_image_id");
  CREATE INDEX "brands_top_products_items_product_idx" ON "brands_top_products_items" USING btree ("product_id");
  CREATE INDEX "brands_top_products_order_idx" ON "brands_top_products" USING btree ("_order");
  CREATE INDEX "brands_top_products_parent_id_idx" ON "brands_top_products" USING btree ("_parent_id");
  CREATE INDEX "brands_top_products_path_idx" ON "brands_top_products" USING btree ("_path");
  CREATE INDEX "brands_top_products_locale_idx" ON "brands_top_products" USING btree ("_locale");
  CREATE INDEX "__brands_v_most_chosen_v_order_idx" ON "__brands_v_most_chosen_v" USING btree ("_order");
  CREATE INDEX "__brands_v_most_chosen_v_parent_id_idx" ON "__brands_v_most_chosen_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_most_chosen_v_path_idx" ON "__brands_v_most_chosen_v" USING btree ("_path");
  CREATE INDEX "__brands_v_most_chosen_v_locale_idx" ON "__brands_v_most_chosen_v" USING btree ("_locale");
  CREATE INDEX "__brands_v_top_products_v_items_order_idx" ON "__brands_v_top_products_v_items" USING btree ("_order");
  CREATE INDEX "__brands_v_top_products_v_items_parent_id_idx" ON "__brands_v_top_products_v_items" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_top_products_v_items_locale_idx" ON "__brands_v_top_products_v_items" USING btree ("_locale");
  CREATE INDEX "__brands_v_top_products_v_items_card_image_idx" ON "__brands_v_top_products_v_items" USING btree ("card_image_id");
  CREATE INDEX "__brands_v_top_products_v_items_product_idx" ON "__brands_v_top_products_v_items" USING btree ("product_id");
  CREATE INDEX "__brands_v_top_products_v_order_idx" ON "__brands_v_top_products_v" USING btree ("_order");
  CREATE INDEX "__brands_v_top_products_v_parent_id_idx" ON "__brands_v_top_products_v" USING btree ("_parent_id");
  CREATE INDEX "__brands_v_top_products_v_path_idx" ON "__brands_v_top_products_v" USING btree ("_path");
  CREATE INDEX "__brands_v_top_products_v_locale_idx" ON "__brands_v_top_products_v" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_most_chosen" CASCADE;
  DROP TABLE "pages_top_products_items" CASCADE;
  DROP TABLE "pages_top_products" CASCADE;
  DROP TABLE "__pages_v_most_chosen_v" CASCADE;
  DROP TABLE "__pages_v_top_products_v_items" CASCADE;
  DROP TABLE "__pages_v_top_products_v" CASCADE;
  DROP TABLE "blog_posts_most_chosen" CASCADE;
  DROP TABLE "blog_posts_top_products_items" CASCADE;
  DROP TABLE "blog_posts_top_products" CASCADE;
  DROP TABLE "__blog_posts_v_most_chosen_v" CASCADE;
  DROP TABLE "__blog_posts_v_top_products_v_items" CASCADE;
  DROP TABLE "__blog_posts_v_top_products_v" CASCADE;
  DROP TABLE "giving_moments_most_chosen" CASCADE;
  DROP TABLE "giving_moments_top_products_items" CASCADE;
  DROP TABLE "giving_moments_top_products" CASCADE;
  DROP TABLE "__giving_moments_v_most_chosen_v" CASCADE;
  DROP TABLE "__giving_moments_v_top_products_v_items" CASCADE;
  DROP TABLE "__giving_moments_v_top_products_v" CASCADE;
  DROP TABLE "products_most_chosen" CASCADE;
  DROP TABLE "products_top_products_items" CASCADE;
  DROP TABLE "products_top_products" CASCADE;
  DROP TABLE "__products_v_most_chosen_v" CASCADE;
  DROP TABLE "__products_v_top_products_v_items" CASCADE;
  DROP TABLE "__products_v_top_products_v" CASCADE;
  DROP TABLE "categories_most_chosen" CASCADE;
  DROP TABLE "categories_top_products_items" CASCADE;
  DROP TABLE "categories_top_products" CASCADE;
  DROP TABLE "__categories_v_most_chosen_v" CASCADE;
  DROP TABLE "__categories_v_top_products_v_items" CASCADE;
  DROP TABLE "__categories_v_top_products_v" CASCADE;
  DROP TABLE "brands_most_chosen" CASCADE;
  DROP TABLE "brands_top_products_items" CASCADE;
  DROP TABLE "brands_top_products" CASCADE;
  DROP TABLE "__brands_v_most_chosen_v" CASCADE;
  DROP TABLE "__brands_v_top_products_v_items" CASCADE;
  DROP TABLE "__brands_v_top_products_v" CASCADE;`)
}
