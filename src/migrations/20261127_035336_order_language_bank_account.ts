import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_language" AS ENUM('fr', 'nl');
  ALTER TABLE "orders" ADD COLUMN "language" "enum_orders_language" DEFAULT 'fr' NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "transfer_mail_sent_at" timestamp(3) with time zone;
  ALTER TABLE "stores" ADD COLUMN "bank_account_account_holder" varchar;
  ALTER TABLE "stores" ADD COLUMN "bank_account_iban" varchar;
  ALTER TABLE "stores" ADD COLUMN "bank_account_bic" varchar;
  ALTER TABLE "stores" ADD COLUMN "bank_account_bank_name" varchar;
  CREATE INDEX "orders_transfer_mail_sent_at_idx" ON "orders" USING btree ("transfer_mail_sent_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_transfer_mail_sent_at_idx";
  ALTER TABLE "orders" DROP COLUMN "language";
  ALTER TABLE "orders" DROP COLUMN "transfer_mail_sent_at";
  ALTER TABLE "stores" DROP COLUMN "bank_account_account_holder";
  ALTER TABLE "stores" DROP COLUMN "bank_account_iban";
  ALTER TABLE "stores" DROP COLUMN "bank_account_bic";
  ALTER TABLE "stores" DROP COLUMN "bank_account_bank_name";
  DROP TYPE "public"."enum_orders_language";`)
}
