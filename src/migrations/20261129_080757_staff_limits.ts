import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" ADD COLUMN "staff_limits_service_per_adjustment" numeric DEFAULT 5000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_service_per_day" numeric DEFAULT 20000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_admin_per_adjustment" numeric DEFAULT 100000 NOT NULL;
  ALTER TABLE "stores" ADD COLUMN "staff_limits_admin_per_day" numeric DEFAULT 500000 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" DROP COLUMN "staff_limits_service_per_adjustment";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_service_per_day";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_admin_per_adjustment";
  ALTER TABLE "stores" DROP COLUMN "staff_limits_admin_per_day";`)
}
