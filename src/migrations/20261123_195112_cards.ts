import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_flow" ADD VALUE 'redeem';
  CREATE TABLE "card_pin_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number_hash" varchar NOT NULL,
  	"failures" numeric DEFAULT 0 NOT NULL,
  	"window_started_at" timestamp(3) with time zone NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doubler_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"draw_month" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doubler_draws" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"draw_month" varchar NOT NULL,
  	"drawn_at" timestamp(3) with time zone NOT NULL,
  	"entries" numeric NOT NULL,
  	"winner_id" integer,
  	"card_id" integer,
  	"amount" numeric,
  	"winner_mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "brands" ADD COLUMN "iframe_url" varchar;
  ALTER TABLE "brands" ADD COLUMN "redirect_link" varchar;
  ALTER TABLE "brands" ADD COLUMN "redirect_time" numeric;
  ALTER TABLE "brands" ADD COLUMN "external_product_link_url" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "external_product_link_title" varchar;
  ALTER TABLE "_brands_v" ADD COLUMN "version_iframe_url" varchar;
  ALTER TABLE "_brands_v" ADD COLUMN "version_redirect_link" varchar;
  ALTER TABLE "_brands_v" ADD COLUMN "version_redirect_time" numeric;
  ALTER TABLE "_brands_v" ADD COLUMN "version_external_product_link_url" varchar;
  ALTER TABLE "_brands_v_locales" ADD COLUMN "version_external_product_link_title" varchar;
  ALTER TABLE "orders" ADD COLUMN "redeem_token_hash" varchar;
  ALTER TABLE "orders" ADD COLUMN "card_payments" jsonb;
  ALTER TABLE "orders" ADD COLUMN "activation_card_id" integer;
  ALTER TABLE "gift_cards" ADD COLUMN "activated_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "card_pin_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doubler_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "doubler_draws_id" integer;
  ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_winner_id_doubler_entries_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."doubler_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "card_pin_attempts_number_hash_idx" ON "card_pin_attempts" USING btree ("number_hash");
  CREATE INDEX "card_pin_attempts_locked_until_idx" ON "card_pin_attempts" USING btree ("locked_until");
  CREATE INDEX "card_pin_attempts_updated_at_idx" ON "card_pin_attempts" USING btree ("updated_at");
  CREATE INDEX "card_pin_attempts_created_at_idx" ON "card_pin_attempts" USING btree ("created_at");
  CREATE INDEX "doubler_entries_card_idx" ON "doubler_entries" USING btree ("card_id");
  CREATE INDEX "doubler_entries_draw_month_idx" ON "doubler_entries" USING btree ("draw_month");
  CREATE INDEX "doubler_entries_updated_at_idx" ON "doubler_entries" USING btree ("updated_at");
  CREATE INDEX "doubler_entries_created_at_idx" ON "doubler_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "card_drawMonth_idx" ON "doubler_entries" USING btree ("card_id","draw_month");
  CREATE UNIQUE INDEX "doubler_draws_draw_month_idx" ON "doubler_draws" USING btree ("draw_month");
  CREATE INDEX "doubler_draws_winner_idx" ON "doubler_draws" USING btree ("winner_id");
  CREATE INDEX "doubler_draws_card_idx" ON "doubler_draws" USING btree ("card_id");
  CREATE INDEX "doubler_draws_updated_at_idx" ON "doubler_draws" USING btree ("updated_at");
  CREATE INDEX "doubler_draws_created_at_idx" ON "doubler_draws" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_activation_card_id_gift_cards_id_fk" FOREIGN KEY ("activation_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_card_pin_attempts_fk" FOREIGN KEY ("card_pin_attempts_id") REFERENCES "public"."card_pin_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doubler_entries_fk" FOREIGN KEY ("doubler_entries_id") REFERENCES "public"."doubler_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doubler_draws_fk" FOREIGN KEY ("doubler_draws_id") REFERENCES "public"."doubler_draws"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_redeem_token_hash_idx" ON "orders" USING btree ("redeem_token_hash");
  CREATE INDEX "orders_activation_card_idx" ON "orders" USING btree ("activation_card_id");
  CREATE INDEX "payload_locked_documents_rels_card_pin_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("card_pin_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_doubler_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("doubler_entries_id");
  CREATE INDEX "payload_locked_documents_rels_doubler_draws_id_idx" ON "payload_locked_documents_rels" USING btree ("doubler_draws_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "card_pin_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doubler_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doubler_draws" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "card_pin_attempts" CASCADE;
  DROP TABLE "doubler_entries" CASCADE;
  DROP TABLE "doubler_draws" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_activation_card_id_gift_cards_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_card_pin_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doubler_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_doubler_draws_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "flow" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "flow" SET DEFAULT 'regular'::text;
  DROP TYPE "public"."enum_orders_flow";
  CREATE TYPE "public"."enum_orders_flow" AS ENUM('regular', 'reorder', 'activation');
  ALTER TABLE "orders" ALTER COLUMN "flow" SET DEFAULT 'regular'::"public"."enum_orders_flow";
  ALTER TABLE "orders" ALTER COLUMN "flow" SET DATA TYPE "public"."enum_orders_flow" USING "flow"::"public"."enum_orders_flow";
  DROP INDEX "orders_redeem_token_hash_idx";
  DROP INDEX "orders_activation_card_idx";
  DROP INDEX "payload_locked_documents_rels_card_pin_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_doubler_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_doubler_draws_id_idx";
  ALTER TABLE "brands" DROP COLUMN "iframe_url";
  ALTER TABLE "brands" DROP COLUMN "redirect_link";
  ALTER TABLE "brands" DROP COLUMN "redirect_time";
  ALTER TABLE "brands" DROP COLUMN "external_product_link_url";
  ALTER TABLE "brands_locales" DROP COLUMN "external_product_link_title";
  ALTER TABLE "_brands_v" DROP COLUMN "version_iframe_url";
  ALTER TABLE "_brands_v" DROP COLUMN "version_redirect_link";
  ALTER TABLE "_brands_v" DROP COLUMN "version_redirect_time";
  ALTER TABLE "_brands_v" DROP COLUMN "version_external_product_link_url";
  ALTER TABLE "_brands_v_locales" DROP COLUMN "version_external_product_link_title";
  ALTER TABLE "orders" DROP COLUMN "redeem_token_hash";
  ALTER TABLE "orders" DROP COLUMN "card_payments";
  ALTER TABLE "orders" DROP COLUMN "activation_card_id";
  ALTER TABLE "gift_cards" DROP COLUMN "activated_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "card_pin_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doubler_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "doubler_draws_id";`)
}
