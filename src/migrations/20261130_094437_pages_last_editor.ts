import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Who last saved a content document (issue 40: the dashboard's last editor), on every content
 * collection and its versions. Existing documents have none until their next save by staff.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_last_editor" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_last_editor" varchar;
  ALTER TABLE "giving_moments" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_giving_moments_v" ADD COLUMN "version_last_editor" varchar;
  ALTER TABLE "products" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_last_editor" varchar;
  ALTER TABLE "categories" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_categories_v" ADD COLUMN "version_last_editor" varchar;
  ALTER TABLE "brands" ADD COLUMN "last_editor" varchar;
  ALTER TABLE "_brands_v" ADD COLUMN "version_last_editor" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "last_editor";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_editor";
  ALTER TABLE "blog_posts" DROP COLUMN "last_editor";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_last_editor";
  ALTER TABLE "giving_moments" DROP COLUMN "last_editor";
  ALTER TABLE "_giving_moments_v" DROP COLUMN "version_last_editor";
  ALTER TABLE "products" DROP COLUMN "last_editor";
  ALTER TABLE "_products_v" DROP COLUMN "version_last_editor";
  ALTER TABLE "categories" DROP COLUMN "last_editor";
  ALTER TABLE "_categories_v" DROP COLUMN "version_last_editor";
  ALTER TABLE "brands" DROP COLUMN "last_editor";
  ALTER TABLE "_brands_v" DROP COLUMN "version_last_editor";`)
}
