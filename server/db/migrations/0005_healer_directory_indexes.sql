-- Indexes for the healers directory (GET /api/healers, server/modules/healers/healers.queries.ts).
-- All are partial on role = 'healer': patients are never listed. The query must use exactly the
-- expressions indexed here.
--
-- Text helpers for expression indexes. array_to_string is only STABLE in general (it calls type
-- output functions), but on text[] it is immutable, so these wrappers may be declared IMMUTABLE.
-- The unit separator keeps a search from matching across two entries.
CREATE FUNCTION healer_tags_text(tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(tags, chr(31))
$$;
--> statement-breakpoint
CREATE FUNCTION healer_search_text(name text, specialties text[], bio text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || chr(31) || array_to_string(specialties, chr(31)) || chr(31) || coalesce(bio, '')
$$;
--> statement-breakpoint
-- Languages are free-text tags ('English', 'english'); the filter compares them lower-cased.
CREATE FUNCTION healer_lower_tags(tags text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(tag)), '{}'::text[]) FROM unnest(tags) AS tag
$$;
--> statement-breakpoint
-- q: every word ILIKE '%word%' on name + specialties + bio (trigram).
CREATE INDEX "profiles_search_text_idx" ON "profiles"
  USING gin (healer_search_text("usr_name", "specialties", "bio") gin_trgm_ops)
  WHERE "role" = 'healer';
--> statement-breakpoint
-- specialty: ILIKE '%text%' on any specialty (trigram).
CREATE INDEX "profiles_specialties_idx" ON "profiles"
  USING gin (healer_tags_text("specialties") gin_trgm_ops)
  WHERE "role" = 'healer';
--> statement-breakpoint
-- language: overlap with the lower-cased list.
CREATE INDEX "profiles_languages_idx" ON "profiles"
  USING gin (healer_lower_tags("languages"))
  WHERE "role" = 'healer';
--> statement-breakpoint
CREATE INDEX "profiles_categories_idx" ON "profiles" USING gin ("categories")
  WHERE "role" = 'healer';
--> statement-breakpoint
CREATE INDEX "profiles_consultation_modes_idx" ON "profiles" USING gin ("consultation_modes")
  WHERE "role" = 'healer';
--> statement-breakpoint
-- Sorts (and keyset paging), one per order; they also serve the rating, fee and experience ranges.
CREATE INDEX "profiles_rating_average_idx" ON "profiles"
  ("rating_average" DESC NULLS LAST, "user_id" DESC)
  WHERE "role" = 'healer';
--> statement-breakpoint
CREATE INDEX "profiles_consultation_fee_asc_idx" ON "profiles"
  ("consultation_fee" ASC NULLS LAST, "user_id" ASC)
  WHERE "role" = 'healer';
--> statement-breakpoint
CREATE INDEX "profiles_consultation_fee_desc_idx" ON "profiles"
  ("consultation_fee" DESC NULLS LAST, "user_id" DESC)
  WHERE "role" = 'healer';
--> statement-breakpoint
CREATE INDEX "profiles_experience_years_idx" ON "profiles"
  ("experience_years" DESC NULLS LAST, "user_id" DESC)
  WHERE "role" = 'healer';
