import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "cards_per_pack" numeric DEFAULT 1;
  ALTER TABLE "_products_v" ADD COLUMN "version_cards_per_pack" numeric DEFAULT 1;`)
  // Packs made before the field said their count in the title only ('Lot de 10 cartes vierges').
  await db.execute(sql`
   UPDATE "products" p SET "cards_per_pack" = least(100, greatest(1, substring(l."title" from '[0-9]+')::int))
   FROM "products_locales" l
   WHERE l."_parent_id" = p."id" AND l."_locale" = 'fr' AND p."product_type" = 'blankGiftCardPack'
     AND l."title" ~ '[0-9]+';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "cards_per_pack";
  ALTER TABLE "_products_v" DROP COLUMN "version_cards_per_pack";`)
}
