import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Until now the catalogue was shared, and only store 52 (CBFR) sold it: its cards stay CBFR's.
const CBFR = sql`(SELECT "id" FROM "stores" WHERE "store_id" = 52)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "store_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_store_id" integer;
  ALTER TABLE "categories" ADD COLUMN "store_id" integer;
  ALTER TABLE "_categories_v" ADD COLUMN "version_store_id" integer;
  ALTER TABLE "brands" ADD COLUMN "store_id" integer;
  ALTER TABLE "_brands_v" ADD COLUMN "version_store_id" integer;
  UPDATE "products" SET "store_id" = ${CBFR};
  UPDATE "_products_v" SET "version_store_id" = ${CBFR};
  UPDATE "categories" SET "store_id" = ${CBFR};
  UPDATE "_categories_v" SET "version_store_id" = ${CBFR};
  UPDATE "brands" SET "store_id" = ${CBFR};
  UPDATE "_brands_v" SET "version_store_id" = ${CBFR};
  ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id");
  CREATE INDEX "_products_v_version_version_store_idx" ON "_products_v" USING btree ("version_store_id");
  CREATE INDEX "categories_store_idx" ON "categories" USING btree ("store_id");
  CREATE INDEX "_categories_v_version_version_store_idx" ON "_categories_v" USING btree ("version_store_id");
  CREATE INDEX "brands_store_idx" ON "brands" USING btree ("store_id");
  CREATE INDEX "_brands_v_version_version_store_idx" ON "_brands_v" USING btree ("version_store_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_store_id_stores_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_store_id_stores_id_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_store_id_stores_id_fk";
  
  ALTER TABLE "_categories_v" DROP CONSTRAINT "_categories_v_version_store_id_stores_id_fk";
  
  ALTER TABLE "brands" DROP CONSTRAINT "brands_store_id_stores_id_fk";
  
  ALTER TABLE "_brands_v" DROP CONSTRAINT "_brands_v_version_store_id_stores_id_fk";
  
  DROP INDEX "products_store_idx";
  DROP INDEX "_products_v_version_version_store_idx";
  DROP INDEX "categories_store_idx";
  DROP INDEX "_categories_v_version_version_store_idx";
  DROP INDEX "brands_store_idx";
  DROP INDEX "_brands_v_version_version_store_idx";
  ALTER TABLE "products" DROP COLUMN "store_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_store_id";
  ALTER TABLE "categories" DROP COLUMN "store_id";
  ALTER TABLE "_categories_v" DROP COLUMN "version_store_id";
  ALTER TABLE "brands" DROP COLUMN "store_id";
  ALTER TABLE "_brands_v" DROP COLUMN "version_store_id";`)
}
