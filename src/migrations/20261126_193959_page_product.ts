import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "product_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_product_idx" ON "pages" USING btree ("product_id");
  CREATE INDEX "_pages_v_version_version_product_idx" ON "_pages_v" USING btree ("version_product_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_product_id_products_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_id_products_id_fk";
  
  DROP INDEX "pages_product_idx";
  DROP INDEX "_pages_v_version_version_product_idx";
  ALTER TABLE "pages" DROP COLUMN "product_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_id";`)
}
