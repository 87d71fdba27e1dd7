import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "store_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
  );
  
  ALTER TABLE "store_hosts" ADD CONSTRAINT "store_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "store_hosts_order_idx" ON "store_hosts" USING btree ("_order");
  CREATE INDEX "store_hosts_parent_id_idx" ON "store_hosts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "store_hosts_host_idx" ON "store_hosts" USING btree ("host");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "store_hosts" CASCADE;`)
}
