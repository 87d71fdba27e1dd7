import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_card_ledger_reason" ADD VALUE 'statusChange';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "card_ledger" ALTER COLUMN "reason" SET DATA TYPE text;
  UPDATE "card_ledger" SET "reason" = 'adjustment' WHERE "reason" = 'statusChange';
  DROP TYPE "public"."enum_card_ledger_reason";
  CREATE TYPE "public"."enum_card_ledger_reason" AS ENUM('issue', 'redeem', 'shortfall', 'refund', 'doubling', 'adjustment');
  ALTER TABLE "card_ledger" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_card_ledger_reason" USING "reason"::"public"."enum_card_ledger_reason";`)
}
