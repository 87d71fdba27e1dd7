import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_store_languages_currency" AS ENUM('EUR', 'GBP', 'USD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'AUD', 'CAD', 'NZD', 'MXN', 'BRL', 'AED', 'CZK', 'HUF', 'RON', 'BGN', 'ISK', 'TRY', 'JPY', 'CNY', 'HKD', 'SGD', 'INR', 'ZAR', 'ILS', 'SAR', 'QAR', 'KWD', 'THB', 'MYR', 'IDR', 'PHP', 'KRW', 'CLP', 'COP');
  CREATE TYPE "public"."enum_stores_payment_icons" AS ENUM('adyenEPS', 'amex', 'bancontact', 'belfius', 'carteBancaire', 'ideal', 'invoice', 'kbccbc', 'mastercard', 'paypal', 'secure', 'visa');
  CREATE TYPE "public"."enum_stores_social_links_network" AS ENUM('facebook', 'instagram', 'linkedIn', 'pinterest', 'tiktok', 'twitter', 'youtube');
  CREATE TYPE "public"."enum_stores_social_links_path_type" AS ENUM('relative', 'absolute');
  CREATE TYPE "public"."enum_stores_footer_menu_menu_items_children_path_type" AS ENUM('relative', 'absolute');
  CREATE TYPE "public"."enum_stores_footer_menu_menu_items_path_type" AS ENUM('relative', 'absolute');
  CREATE TYPE "public"."enum_stores_business_menu_menu_items_children_path_type" AS ENUM('relative', 'absolute');
  CREATE TYPE "public"."enum_stores_business_menu_menu_items_path_type" AS ENUM('relative', 'absolute');
  CREATE TYPE "public"."enum_stores_organisation_opening_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum_stores_currency" AS ENUM('EUR', 'GBP', 'USD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'AUD', 'CAD', 'NZD', 'MXN', 'BRL', 'AED', 'CZK', 'HUF', 'RON', 'BGN', 'ISK', 'TRY', 'JPY', 'CNY', 'HKD', 'SGD', 'INR', 'ZAR', 'ILS', 'SAR', 'QAR', 'KWD', 'THB', 'MYR', 'IDR', 'PHP', 'KRW', 'CLP', 'COP');
  CREATE TYPE "public"."enum_stores_login_mode" AS ENUM('account', 'guest');
  CREATE TYPE "public"."enum_stores_choice_gift_card_link_path_type" AS ENUM('relative', 'absolute');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "store_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language_code" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"currency" "enum_store_languages_currency" NOT NULL
  );
  
  CREATE TABLE "store_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "stores_payment_icons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_stores_payment_icons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stores_trust_marks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "stores_trust_marks_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "stores_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_stores_social_links_network" NOT NULL,
  	"path_href" varchar NOT NULL,
  	"path_type" "enum_stores_social_links_path_type" DEFAULT 'relative' NOT NULL
  );
  
  CREATE TABLE "stores_footer_menu_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path_href" varchar NOT NULL,
  	"path_type" "enum_stores_footer_menu_menu_items_children_path_type" DEFAULT 'relative' NOT NULL
  );
  
  CREATE TABLE "stores_footer_menu_menu_items_children_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "stores_footer_menu_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path_href" varchar NOT NULL,
  	"path_type" "enum_stores_footer_menu_menu_items_path_type" DEFAULT 'relative' NOT NULL
  );
  
  CREATE TABLE "stores_footer_menu_menu_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "stores_business_menu_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path_href" varchar NOT NULL,
  	"path_type" "enum_stores_business_menu_menu_items_children_path_type" DEFAULT 'relative' NOT NULL
  );
  
  CREATE TABLE "stores_business_menu_menu_items_children_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "stores_business_menu_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path_href" varchar NOT NULL,
  	"path_type" "enum_stores_business_menu_menu_items_path_type" DEFAULT 'relative' NOT NULL
  );
  
  CREATE TABLE "stores_business_menu_menu_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "stores_organisation_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_stores_organisation_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stores_organisation_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"store_id" numeric NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"currency" "enum_stores_currency" NOT NULL,
  	"time_zone" varchar DEFAULT 'Europe/Paris' NOT NULL,
  	"login_mode" "enum_stores_login_mode" DEFAULT 'account' NOT NULL,
  	"main_logo_id" integer NOT NULL,
  	"footer_logo_id" integer,
  	"not_found_image_id" integer,
  	"choice_gift_card_link_path_href" varchar NOT NULL,
  	"choice_gift_card_link_path_type" "enum_stores_choice_gift_card_link_path_type" DEFAULT 'relative' NOT NULL,
  	"theme_brand" varchar DEFAULT '#c8102e' NOT NULL,
  	"theme_brand_contrast" varchar DEFAULT '#ffffff' NOT NULL,
  	"theme_accent" varchar DEFAULT '#ffb81c' NOT NULL,
  	"theme_text" varchar DEFAULT '#1d1d1f' NOT NULL,
  	"theme_background" varchar DEFAULT '#ffffff' NOT NULL,
  	"theme_muted" varchar DEFAULT '#f5f2ee' NOT NULL,
  	"organisation_name" varchar NOT NULL,
  	"organisation_url" varchar NOT NULL,
  	"organisation_customer_service_email" varchar,
  	"organisation_customer_service_phone" varchar,
  	"organisation_postal_address_street" varchar,
  	"organisation_postal_address_post_code" varchar,
  	"organisation_postal_address_city" varchar,
  	"organisation_postal_address_country_code" varchar,
  	"business_contact_name" varchar,
  	"business_contact_email" varchar,
  	"business_contact_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_locales" (
  	"choice_gift_card_link_title" varchar,
  	"organisation_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"stores_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_languages" ADD CONSTRAINT "store_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_countries" ADD CONSTRAINT "store_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_payment_icons" ADD CONSTRAINT "stores_payment_icons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_trust_marks" ADD CONSTRAINT "stores_trust_marks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_trust_marks" ADD CONSTRAINT "stores_trust_marks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_trust_marks_locales" ADD CONSTRAINT "stores_trust_marks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_trust_marks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_social_links" ADD CONSTRAINT "stores_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_footer_menu_menu_items_children" ADD CONSTRAINT "stores_footer_menu_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_footer_menu_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_footer_menu_menu_items_children_locales" ADD CONSTRAINT "stores_footer_menu_menu_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_footer_menu_menu_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_footer_menu_menu_items" ADD CONSTRAINT "stores_footer_menu_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_footer_menu_menu_items_locales" ADD CONSTRAINT "stores_footer_menu_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_footer_menu_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_business_menu_menu_items_children" ADD CONSTRAINT "stores_business_menu_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_business_menu_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_business_menu_menu_items_children_locales" ADD CONSTRAINT "stores_business_menu_menu_items_children_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_business_menu_menu_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_business_menu_menu_items" ADD CONSTRAINT "stores_business_menu_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_business_menu_menu_items_locales" ADD CONSTRAINT "stores_business_menu_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_business_menu_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_organisation_opening_hours_days" ADD CONSTRAINT "stores_organisation_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores_organisation_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_organisation_opening_hours" ADD CONSTRAINT "stores_organisation_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_main_logo_id_media_id_fk" FOREIGN KEY ("main_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_footer_logo_id_media_id_fk" FOREIGN KEY ("footer_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_not_found_image_id_media_id_fk" FOREIGN KEY ("not_found_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_locales" ADD CONSTRAINT "stores_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "store_languages_order_idx" ON "store_languages" USING btree ("_order");
  CREATE INDEX "store_languages_parent_id_idx" ON "store_languages" USING btree ("_parent_id");
  CREATE INDEX "store_countries_order_idx" ON "store_countries" USING btree ("_order");
  CREATE INDEX "store_countries_parent_id_idx" ON "store_countries" USING btree ("_parent_id");
  CREATE INDEX "stores_payment_icons_order_idx" ON "stores_payment_icons" USING btree ("order");
  CREATE INDEX "stores_payment_icons_parent_idx" ON "stores_payment_icons" USING btree ("parent_id");
  CREATE INDEX "stores_trust_marks_order_idx" ON "stores_trust_marks" USING btree ("_order");
  CREATE INDEX "stores_trust_marks_parent_id_idx" ON "stores_trust_marks" USING btree ("_parent_id");
  CREATE INDEX "stores_trust_marks_image_idx" ON "stores_trust_marks" USING btree ("image_id");
  CREATE UNIQUE INDEX "stores_trust_marks_locales_locale_parent_id_unique" ON "stores_trust_marks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_social_links_order_idx" ON "stores_social_links" USING btree ("_order");
  CREATE INDEX "stores_social_links_parent_id_idx" ON "stores_social_links" USING btree ("_parent_id");
  CREATE INDEX "stores_footer_menu_menu_items_children_order_idx" ON "stores_footer_menu_menu_items_children" USING btree ("_order");
  CREATE INDEX "stores_footer_menu_menu_items_children_parent_id_idx" ON "stores_footer_menu_menu_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_footer_menu_menu_items_children_locales_locale_parent" ON "stores_footer_menu_menu_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_footer_menu_menu_items_order_idx" ON "stores_footer_menu_menu_items" USING btree ("_order");
  CREATE INDEX "stores_footer_menu_menu_items_parent_id_idx" ON "stores_footer_menu_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_footer_menu_menu_items_locales_locale_parent_id_uniqu" ON "stores_footer_menu_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_business_menu_menu_items_children_order_idx" ON "stores_business_menu_menu_items_children" USING btree ("_order");
  CREATE INDEX "stores_business_menu_menu_items_children_parent_id_idx" ON "stores_business_menu_menu_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_business_menu_menu_items_children_locales_locale_pare" ON "stores_business_menu_menu_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_business_menu_menu_items_order_idx" ON "stores_business_menu_menu_items" USING btree ("_order");
  CREATE INDEX "stores_business_menu_menu_items_parent_id_idx" ON "stores_business_menu_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_business_menu_menu_items_locales_locale_parent_id_uni" ON "stores_business_menu_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_organisation_opening_hours_days_order_idx" ON "stores_organisation_opening_hours_days" USING btree ("order");
  CREATE INDEX "stores_organisation_opening_hours_days_parent_idx" ON "stores_organisation_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "stores_organisation_opening_hours_order_idx" ON "stores_organisation_opening_hours" USING btree ("_order");
  CREATE INDEX "stores_organisation_opening_hours_parent_id_idx" ON "stores_organisation_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_store_id_idx" ON "stores" USING btree ("store_id");
  CREATE UNIQUE INDEX "stores_code_idx" ON "stores" USING btree ("code");
  CREATE INDEX "stores_main_logo_idx" ON "stores" USING btree ("main_logo_id");
  CREATE INDEX "stores_footer_logo_idx" ON "stores" USING btree ("footer_logo_id");
  CREATE INDEX "stores_not_found_image_idx" ON "stores" USING btree ("not_found_image_id");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE UNIQUE INDEX "stores_locales_locale_parent_id_unique" ON "stores_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "store_languages" CASCADE;
  DROP TABLE "store_countries" CASCADE;
  DROP TABLE "stores_payment_icons" CASCADE;
  DROP TABLE "stores_trust_marks" CASCADE;
  DROP TABLE "stores_trust_marks_locales" CASCADE;
  DROP TABLE "stores_social_links" CASCADE;
  DROP TABLE "stores_footer_menu_menu_items_children" CASCADE;
  DROP TABLE "stores_footer_menu_menu_items_children_locales" CASCADE;
  DROP TABLE "stores_footer_menu_menu_items" CASCADE;
  DROP TABLE "stores_footer_menu_menu_items_locales" CASCADE;
  DROP TABLE "stores_business_menu_menu_items_children" CASCADE;
  DROP TABLE "stores_business_menu_menu_items_children_locales" CASCADE;
  DROP TABLE "stores_business_menu_menu_items" CASCADE;
  DROP TABLE "stores_business_menu_menu_items_locales" CASCADE;
  DROP TABLE "stores_organisation_opening_hours_days" CASCADE;
  DROP TABLE "stores_organisation_opening_hours" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "stores_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_store_languages_currency";
  DROP TYPE "public"."enum_stores_payment_icons";
  DROP TYPE "public"."enum_stores_social_links_network";
  DROP TYPE "public"."enum_stores_social_links_path_type";
  DROP TYPE "public"."enum_stores_footer_menu_menu_items_children_path_type";
  DROP TYPE "public"."enum_stores_footer_menu_menu_items_path_type";
  DROP TYPE "public"."enum_stores_business_menu_menu_items_children_path_type";
  DROP TYPE "public"."enum_stores_business_menu_menu_items_path_type";
  DROP TYPE "public"."enum_stores_organisation_opening_hours_days";
  DROP TYPE "public"."enum_stores_currency";
  DROP TYPE "public"."enum_stores_login_mode";
  DROP TYPE "public"."enum_stores_choice_gift_card_link_path_type";`)
}
