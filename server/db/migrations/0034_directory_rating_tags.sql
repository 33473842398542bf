-- The directory's "Minimum rating" steps as tags too (decision 086). A healer whose average
-- reaches a step of the filter (3, 4 or 4.5 stars, contract MIN_RATING_STEPS) carries `rating:<step>`
-- in directory_tags: a search with the rating and other tags (the benchmark's "four filters")
-- finds its healers in one index scan, instead of reading every healer with the other tags and
-- dropping those under the rating row by row (380 of 666 rows there). The tags follow the
-- average as it changes: the column is generated from it.
DROP INDEX "profiles_directory_tags_idx";
--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "directory_tags";
--> statement-breakpoint
DROP FUNCTION healer_directory_tags(text[], text[], text[], text[]);
--> statement-breakpoint
CREATE FUNCTION healer_directory_tags(
  specialties text[], languages text[], categories text[], modes text[], rating double precision
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT 'specialty:' || term FROM unnest(healer_specialty_terms(specialties)) AS term)
    || array(SELECT 'language:' || tag FROM unnest(healer_lower_tags(languages)) AS tag)
    || array(SELECT 'category:' || tag FROM unnest(categories) AS tag)
    || array(SELECT 'mode:' || tag FROM unnest(modes) AS tag)
    || array(
      SELECT 'rating:' || step FROM unnest(array['3', '4', '4.5']) AS step
      WHERE rating >= step::double precision
    )
$$;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_tags" text[]
  GENERATED ALWAYS AS (
    healer_directory_tags(
      "specialties", "languages", "categories", "consultation_modes", "rating_average"
    )
  ) STORED;
--> statement-breakpoint
-- As migration 0033 left it: short pending lists (decision 084).
CREATE INDEX "profiles_directory_tags_idx" ON "profiles" USING gin ("directory_tags")
  WITH (gin_pending_list_limit = 64) WHERE "role" = 'healer';
--> statement-breakpoint
ANALYZE profiles;
