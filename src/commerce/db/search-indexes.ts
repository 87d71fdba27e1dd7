import { sql } from '@payloadcms/db-postgres'

/**
 * What search needs in Postgres: unaccent and pg_trgm (both trusted extensions), an IMMUTABLE
 * unaccent so it can be indexed, and trigram indexes on the normalised titles.
 */
export const createSearchIndexes = sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
  CREATE INDEX IF NOT EXISTS products_locales_title_trgm_idx
    ON products_locales USING gin (f_unaccent(lower(title)) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS giving_moments_locales_title_trgm_idx
    ON giving_moments_locales USING gin (f_unaccent(lower(title)) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS giving_moments_locales_hero_title_trgm_idx
    ON giving_moments_locales USING gin (f_unaccent(lower(hero_title)) gin_trgm_ops);
`

export const dropSearchIndexes = sql`
  DROP INDEX IF EXISTS products_locales_title_trgm_idx;
  DROP INDEX IF EXISTS giving_moments_locales_title_trgm_idx;
  DROP INDEX IF EXISTS giving_moments_locales_hero_title_trgm_idx;
  DROP FUNCTION IF EXISTS f_unaccent(text);
`
