import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_review" AS ENUM('amountMismatch', 'orderNotPayable');
  ALTER TABLE "payments" ADD COLUMN "review" "enum_payments_review";
  ALTER TABLE "payments" ADD COLUMN "status_checked_at" timestamp(3) with time zone;
  CREATE INDEX "payments_review_idx" ON "payments" USING btree ("review");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payments_review_idx";
  ALTER TABLE "payments" DROP COLUMN "review";
  ALTER TABLE "payments" DROP COLUMN "status_checked_at";
  DROP TYPE "public"."enum_payments_review";`)
}
