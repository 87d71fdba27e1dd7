import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (no Payload schema change): card, category and place names sort as French
 * readers expect ('Accrobranche Évasion' before 'Accrobranche Express', 'Auberge des Halles' before
 * 'Auberge Saint-Germain'), where the database's C.UTF-8 sorted by bytes (capitals first, accented
 * letters last). ICU's French rules compare letters without accents or case first, then accents,
 * then case; the collation stays deterministic so that LIKE, the search's trigram indexes and
 * unique indexes behave as before. Dutch names sort the same way (ICU's root order).
 */
const NAME_COLUMNS = [
  ['products_locales', 'title'],
  ['_products_v_locales', 'version_title'],
  ['categories_locales', 'title'],
  ['_categories_v_locales', 'version_title'],
  ['locations', 'name'],
] as const

const collate = (collation: string) =>
  NAME_COLUMNS.map(
    ([table, column]) =>
      `ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE varchar COLLATE ${collation};`,
  ).join('\n')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
      CREATE COLLATION IF NOT EXISTS "french" (provider = icu, locale = 'fr-FR');
      ${collate('"french"')}`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`${collate('"default"')}\nDROP COLLATION IF EXISTS "french";`))
}
