import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Until now every document was the one store's: store 52 (CBFR), which the deployment served.
const CBFR = sql`(SELECT "id" FROM "stores" WHERE "store_id" = 52)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_stores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"store_id" integer NOT NULL
  );
  
  DROP INDEX "blocks_queues_queue_i_d_idx";
  DROP INDEX "redirects_from_idx";
  ALTER TABLE "pages" ADD COLUMN "store_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_store_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "store_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_store_id" integer;
  ALTER TABLE "giving_moments" ADD COLUMN "store_id" integer;
  ALTER TABLE "_giving_moments_v" ADD COLUMN "version_store_id" integer;
  ALTER TABLE "blocks_queues" ADD COLUMN "store_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "store_id" integer;
  UPDATE "pages" SET "store_id" = ${CBFR};
  UPDATE "_pages_v" SET "version_store_id" = ${CBFR};
  UPDATE "blog_posts" SET "store_id" = ${CBFR};
  UPDATE "_blog_posts_v" SET "version_store_id" = ${CBFR};
  UPDATE "giving_moments" SET "store_id" = ${CBFR};
  UPDATE "_giving_moments_v" SET "version_store_id" = ${CBFR};
  UPDATE "blocks_queues" SET "store_id" = ${CBFR};
  UPDATE "redirects" SET "store_id" = ${CBFR};
  -- Staff other than admins (who work in every store) keep working in the one store they had.
  INSERT INTO "users_stores" ("_order", "_parent_id", "id", "store_id")
    SELECT 1, "users"."id", substr(md5(random()::text || "users"."id"), 1, 24), ${CBFR}
    FROM "users" WHERE "users"."role" <> 'admin' AND EXISTS ${CBFR};
  ALTER TABLE "users_stores" ADD CONSTRAINT "users_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_stores" ADD CONSTRAINT "users_stores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_stores_order_idx" ON "users_stores" USING btree ("_order");
  CREATE INDEX "users_stores_parent_id_idx" ON "users_stores" USING btree ("_parent_id");
  CREATE INDEX "users_stores_store_idx" ON "users_stores" USING btree ("store_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "giving_moments" ADD CONSTRAINT "giving_moments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_giving_moments_v" ADD CONSTRAINT "_giving_moments_v_version_store_id_stores_id_fk" FOREIGN KEY ("version_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_queues" ADD CONSTRAINT "blocks_queues_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_store_idx" ON "pages" USING btree ("store_id");
  CREATE INDEX "_pages_v_version_version_store_idx" ON "_pages_v" USING btree ("version_store_id");
  CREATE INDEX "blog_posts_store_idx" ON "blog_posts" USING btree ("store_id");
  CREATE INDEX "_blog_posts_v_version_version_store_idx" ON "_blog_posts_v" USING btree ("version_store_id");
  CREATE INDEX "giving_moments_store_idx" ON "giving_moments" USING btree ("store_id");
  CREATE INDEX "_giving_moments_v_version_version_store_idx" ON "_giving_moments_v" USING btree ("version_store_id");
  CREATE INDEX "blocks_queues_store_idx" ON "blocks_queues" USING btree ("store_id");
  CREATE UNIQUE INDEX "queueID_store_idx" ON "blocks_queues" USING btree ("queue_i_d","store_id");
  CREATE INDEX "redirects_store_idx" ON "redirects" USING btree ("store_id");
  CREATE UNIQUE INDEX "from_store_idx" ON "redirects" USING btree ("from","store_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_stores" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_stores" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_store_id_stores_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_store_id_stores_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_store_id_stores_id_fk";
  
  ALTER TABLE "_blog_posts_v" DROP CONSTRAINT "_blog_posts_v_version_store_id_stores_id_fk";
  
  ALTER TABLE "giving_moments" DROP CONSTRAINT "giving_moments_store_id_stores_id_fk";
  
  ALTER TABLE "_giving_moments_v" DROP CONSTRAINT "_giving_moments_v_version_store_id_stores_id_fk";
  
  ALTER TABLE "blocks_queues" DROP CONSTRAINT "blocks_queues_store_id_stores_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_store_id_stores_id_fk";
  
  DROP INDEX "pages_store_idx";
  DROP INDEX "_pages_v_version_version_store_idx";
  DROP INDEX "blog_posts_store_idx";
  DROP INDEX "_blog_posts_v_version_version_store_idx";
  DROP INDEX "giving_moments_store_idx";
  DROP INDEX "_giving_moments_v_version_version_store_idx";
  DROP INDEX "blocks_queues_store_idx";
  DROP INDEX "queueID_store_idx";
  DROP INDEX "redirects_store_idx";
  DROP INDEX "from_store_idx";
  CREATE UNIQUE INDEX "blocks_queues_queue_i_d_idx" ON "blocks_queues" USING btree ("queue_i_d");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  ALTER TABLE "pages" DROP COLUMN "store_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_store_id";
  ALTER TABLE "blog_posts" DROP COLUMN "store_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_store_id";
  ALTER TABLE "giving_moments" DROP COLUMN "store_id";
  ALTER TABLE "_giving_moments_v" DROP COLUMN "version_store_id";
  ALTER TABLE "blocks_queues" DROP COLUMN "store_id";
  ALTER TABLE "redirects" DROP COLUMN "store_id";`)
}
