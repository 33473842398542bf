-- The directory's tag filters through one index (decision 083). A healer's specialty terms
-- (decision 078), languages (lower-cased), categories and consultation modes, each written as
-- `kind:value` in one array, GIN-indexed: a search with several of them (the benchmark's "four
-- filters") finds the healers that have all of them in one index scan, instead of reading every
-- healer with the most selective one and re-checking the rest row by row. The column's own
-- statistics tell the planner how common each value is, which the expression indexes did not.
--
-- Not in the Drizzle schema on purpose, like search_vector and specialty_terms: the queries name it.
CREATE FUNCTION healer_directory_tags(
  specialties text[], languages text[], categories text[], modes text[]
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT 'specialty:' || term FROM unnest(healer_specialty_terms(specialties)) AS term)
    || array(SELECT 'language:' || tag FROM unnest(healer_lower_tags(languages)) AS tag)
    || array(SELECT 'category:' || tag FROM unnest(categories) AS tag)
    || array(SELECT 'mode:' || tag FROM unnest(modes) AS tag)
$$;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_tags" text[]
  GENERATED ALWAYS AS (
    healer_directory_tags("specialties", "languages", "categories", "consultation_modes")
  ) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_directory_tags_idx" ON "profiles" USING gin ("directory_tags")
  WHERE "role" = 'healer';
--> statement-breakpoint
-- The four indexes it replaces: every update of a healer's row that is not HOT (each change of
-- their next free time) wrote into all of them.
DROP INDEX "profiles_specialty_terms_idx";
--> statement-breakpoint
DROP INDEX "profiles_languages_idx";
--> statement-breakpoint
DROP INDEX "profiles_categories_idx";
--> statement-breakpoint
DROP INDEX "profiles_consultation_modes_idx";
--> statement-breakpoint
ANALYZE profiles;
