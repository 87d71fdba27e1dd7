import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_flow" AS ENUM('regular', 'reorder', 'activation');
  CREATE TYPE "public"."enum_orders_customer_type" AS ENUM('PRIVATE', 'BUSINESS');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('open', 'pending', 'paid', 'failed', 'canceled', 'expired');
  CREATE TYPE "public"."enum_gift_cards_status" AS ENUM('active', 'blocked', 'notActivated');
  CREATE TYPE "public"."enum_gift_cards_delivery_type" AS ENUM('DIGITAL', 'PHYSICAL');
  CREATE TYPE "public"."enum_gift_cards_fulfilment" AS ENUM('toFulfil', 'shipped');
  CREATE TYPE "public"."enum_card_ledger_reason" AS ENUM('issue', 'redeem', 'shortfall', 'refund', 'doubling', 'adjustment');
  CREATE TYPE "public"."enum_business_quotes_status" AS ENUM('new', 'handled');
  CREATE TYPE "public"."enum_business_quotes_delivery_type" AS ENUM('DIGITAL', 'PHYSICAL');
  CREATE TYPE "public"."enum_stores_payment_methods" AS ENUM('creditcard', 'paypal', 'banktransfer', 'ideal', 'bancontact', 'blik', 'mbway', 'applepay');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueOrderCards' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fulfilPaidOrders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'followUpPendingOrders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueOrderCards' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fulfilPaidOrders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'followUpPendingOrders' BEFORE 'schedulePublish';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"provider" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"method" varchar,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'open' NOT NULL,
  	"redirect_url" varchar,
  	"provider_data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number_hash" varchar NOT NULL,
  	"pin_hash" varchar NOT NULL,
  	"last_four" varchar NOT NULL,
  	"seed_nonce" numeric DEFAULT 0 NOT NULL,
  	"store_id" numeric NOT NULL,
  	"order_id" integer NOT NULL,
  	"package_id" varchar NOT NULL,
  	"card_index" numeric NOT NULL,
  	"product_id" varchar NOT NULL,
  	"product_title" varchar NOT NULL,
  	"status" "enum_gift_cards_status" DEFAULT 'active' NOT NULL,
  	"currency" varchar NOT NULL,
  	"initial_amount" numeric NOT NULL,
  	"balance" numeric NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"delivery_type" "enum_gift_cards_delivery_type" NOT NULL,
  	"receiver_name" varchar,
  	"receiver_email" varchar,
  	"postal_address" jsonb,
  	"message" varchar,
  	"deliver_at" timestamp(3) with time zone,
  	"mail_claimed_at" timestamp(3) with time zone,
  	"mail_sent_at" timestamp(3) with time zone,
  	"fulfilment" "enum_gift_cards_fulfilment",
  	"shipped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "card_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"balance_after" numeric NOT NULL,
  	"reason" "enum_card_ledger_reason" NOT NULL,
  	"reference" varchar NOT NULL,
  	"note" varchar,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "business_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_business_quotes_status" DEFAULT 'new' NOT NULL,
  	"store_id" numeric NOT NULL,
  	"company_name" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar,
  	"product_id" integer,
  	"quantity" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"delivery_type" "enum_business_quotes_delivery_type" NOT NULL,
  	"message" varchar,
  	"mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_stores_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "order_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "flow" "enum_orders_flow" DEFAULT 'regular';
  ALTER TABLE "orders" ADD COLUMN "email" varchar;
  ALTER TABLE "orders" ADD COLUMN "customer_type" "enum_orders_customer_type";
  ALTER TABLE "orders" ADD COLUMN "cart_id" numeric;
  ALTER TABLE "orders" ADD COLUMN "cart_revision" numeric;
  ALTER TABLE "orders" ADD COLUMN "grand_total" numeric;
  ALTER TABLE "orders" ADD COLUMN "currency" varchar;
  ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;
  ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;
  ALTER TABLE "orders" ADD COLUMN "deliveries" jsonb;
  ALTER TABLE "orders" ADD COLUMN "fees" jsonb;
  ALTER TABLE "orders" ADD COLUMN "payment_method" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_attempts" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "cards_issued_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "card_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "business_quotes_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_quotes" ADD CONSTRAINT "business_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_payment_methods" ADD CONSTRAINT "stores_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("key");
  CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_cards_number_hash_idx" ON "gift_cards" USING btree ("number_hash");
  CREATE INDEX "gift_cards_last_four_idx" ON "gift_cards" USING btree ("last_four");
  CREATE INDEX "gift_cards_store_id_idx" ON "gift_cards" USING btree ("store_id");
  CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");
  CREATE INDEX "gift_cards_status_idx" ON "gift_cards" USING btree ("status");
  CREATE INDEX "gift_cards_expires_at_idx" ON "gift_cards" USING btree ("expires_at");
  CREATE INDEX "gift_cards_receiver_email_idx" ON "gift_cards" USING btree ("receiver_email");
  CREATE INDEX "gift_cards_deliver_at_idx" ON "gift_cards" USING btree ("deliver_at");
  CREATE INDEX "gift_cards_mail_sent_at_idx" ON "gift_cards" USING btree ("mail_sent_at");
  CREATE INDEX "gift_cards_fulfilment_idx" ON "gift_cards" USING btree ("fulfilment");
  CREATE INDEX "gift_cards_updated_at_idx" ON "gift_cards" USING btree ("updated_at");
  CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_packageId_cardIndex_idx" ON "gift_cards" USING btree ("order_id","package_id","card_index");
  CREATE INDEX "card_ledger_card_idx" ON "card_ledger" USING btree ("card_id");
  CREATE INDEX "card_ledger_user_idx" ON "card_ledger" USING btree ("user_id");
  CREATE INDEX "card_ledger_updated_at_idx" ON "card_ledger" USING btree ("updated_at");
  CREATE INDEX "card_ledger_created_at_idx" ON "card_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "card_reason_reference_idx" ON "card_ledger" USING btree ("card_id","reason","reference");
  CREATE INDEX "business_quotes_status_idx" ON "business_quotes" USING btree ("status");
  CREATE INDEX "business_quotes_product_idx" ON "business_quotes" USING btree ("product_id");
  CREATE INDEX "business_quotes_updated_at_idx" ON "business_quotes" USING btree ("updated_at");
  CREATE INDEX "business_quotes_created_at_idx" ON "business_quotes" USING btree ("created_at");
  CREATE INDEX "stores_payment_methods_order_idx" ON "stores_payment_methods" USING btree ("order");
  CREATE INDEX "stores_payment_methods_parent_idx" ON "stores_payment_methods" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_cards_fk" FOREIGN KEY ("gift_cards_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_card_ledger_fk" FOREIGN KEY ("card_ledger_id") REFERENCES "public"."card_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_quotes_fk" FOREIGN KEY ("business_quotes_id") REFERENCES "public"."business_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_cart_id_idx" ON "orders" USING btree ("cart_id");
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");
  CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
  CREATE INDEX "orders_canceled_at_idx" ON "orders" USING btree ("canceled_at");
  CREATE INDEX "orders_cards_issued_at_idx" ON "orders" USING btree ("cards_issued_at");
  CREATE INDEX "orders_confirmation_sent_at_idx" ON "orders" USING btree ("confirmation_sent_at");
  CREATE INDEX "orders_reminder_sent_at_idx" ON "orders" USING btree ("reminder_sent_at");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_gift_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_cards_id");
  CREATE INDEX "payload_locked_documents_rels_card_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("card_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_business_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("business_quotes_id");`) // Order and invoice numbers: one gapless-as-possible sequence each, shared by every process.
  await db.execute(sql`
  CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START 1001;
  CREATE SEQUENCE IF NOT EXISTS "invoice_number_seq" START 1;
  INSERT INTO "stores_payment_methods" ("order", "parent_id", "value")
    SELECT m.ord, s.id, m.value::"enum_stores_payment_methods" FROM "stores" s
    CROSS JOIN (VALUES (1, 'creditcard'), (2, 'paypal'), (3, 'banktransfer')) AS m(ord, value);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP SEQUENCE IF EXISTS "order_number_seq";
  DROP SEQUENCE IF EXISTS "invoice_number_seq";
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "card_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stores_payment_methods" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "gift_cards" CASCADE;
  DROP TABLE "card_ledger" CASCADE;
  DROP TABLE "business_quotes" CASCADE;
  DROP TABLE "stores_payment_methods" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_card_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_business_quotes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeStaleCarts', 'purgeExpiredSessions', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeStaleCarts', 'purgeExpiredSessions', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_order_number_idx";
  DROP INDEX "orders_email_idx";
  DROP INDEX "orders_cart_id_idx";
  DROP INDEX "orders_invoice_number_idx";
  DROP INDEX "orders_placed_at_idx";
  DROP INDEX "orders_paid_at_idx";
  DROP INDEX "orders_canceled_at_idx";
  DROP INDEX "orders_cards_issued_at_idx";
  DROP INDEX "orders_confirmation_sent_at_idx";
  DROP INDEX "orders_reminder_sent_at_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_card_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_business_quotes_id_idx";
  ALTER TABLE "orders" DROP COLUMN "order_number";
  ALTER TABLE "orders" DROP COLUMN "flow";
  ALTER TABLE "orders" DROP COLUMN "email";
  ALTER TABLE "orders" DROP COLUMN "customer_type";
  ALTER TABLE "orders" DROP COLUMN "cart_id";
  ALTER TABLE "orders" DROP COLUMN "cart_revision";
  ALTER TABLE "orders" DROP COLUMN "grand_total";
  ALTER TABLE "orders" DROP COLUMN "currency";
  ALTER TABLE "orders" DROP COLUMN "billing_address";
  ALTER TABLE "orders" DROP COLUMN "delivery_address";
  ALTER TABLE "orders" DROP COLUMN "deliveries";
  ALTER TABLE "orders" DROP COLUMN "fees";
  ALTER TABLE "orders" DROP COLUMN "payment_method";
  ALTER TABLE "orders" DROP COLUMN "payment_attempts";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "placed_at";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "orders" DROP COLUMN "canceled_at";
  ALTER TABLE "orders" DROP COLUMN "cards_issued_at";
  ALTER TABLE "orders" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "orders" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "card_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "business_quotes_id";
  DROP TYPE "public"."enum_orders_flow";
  DROP TYPE "public"."enum_orders_customer_type";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_gift_cards_status";
  DROP TYPE "public"."enum_gift_cards_delivery_type";
  DROP TYPE "public"."enum_gift_cards_fulfilment";
  DROP TYPE "public"."enum_card_ledger_reason";
  DROP TYPE "public"."enum_business_quotes_status";
  DROP TYPE "public"."enum_business_quotes_delivery_type";
  DROP TYPE "public"."enum_stores_payment_methods";`)
}
