import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { createSearchIndexes, dropSearchIndexes } from '@/commerce/db/search-indexes'

/** Written by hand (no schema change): the extensions, function and indexes that search uses. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(createSearchIndexes)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(dropSearchIndexes)
}
