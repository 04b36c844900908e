-- Extensions for AI retrieval: trigram similarity (typos) and accent folding for full-text search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so it cannot appear in a generated column or an
-- index expression. This wrapper pins the dictionary and is declared IMMUTABLE, as the PostgreSQL
-- documentation suggests for exactly this purpose.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
