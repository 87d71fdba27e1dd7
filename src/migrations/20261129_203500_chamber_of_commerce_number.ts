import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The chamber-of-commerce number (SIREN in France, KBO in Belgium, KvK in the Netherlands) was
// stored under the Dutch register's name; it keeps its values under the word of every country, in
// the customers' column and in the billing addresses orders keep. Hand-written: a generated
// migration would drop the column and add a new one, losing the numbers.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customers" RENAME COLUMN "kvk_number" TO "chamber_of_commerce_number";
  UPDATE "orders"
    SET "billing_address" = ("billing_address" - 'kvkNumber')
      || jsonb_build_object('chamberOfCommerceNumber', "billing_address" -> 'kvkNumber')
    WHERE jsonb_typeof("billing_address") = 'object' AND "billing_address" ? 'kvkNumber';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customers" RENAME COLUMN "chamber_of_commerce_number" TO "kvk_number";
  UPDATE "orders"
    SET "billing_address" = ("billing_address" - 'chamberOfCommerceNumber')
      || jsonb_build_object('kvkNumber', "billing_address" -> 'chamberOfCommerceNumber')
    WHERE jsonb_typeof("billing_address") = 'object' AND "billing_address" ? 'chamberOfCommerceNumber';`)
}
