-- Directory text search (decision 071): each word of `q` made of letters and digits matches a
-- word of the name, a specialty or the bio that starts with it, through a full-text vector and
-- its GIN index; no row is re-checked with ILIKE. Weighted (name A, specialties B, bio C) for
-- a relevance order later; the 'simple' configuration keeps every word as written, lower-cased
-- (no stemming, no stop words: names and words in any language match as typed).
--
-- Not in the Drizzle schema on purpose: `select()` of a profile never reads it; the queries
-- name it (server/modules/healers/healers.queries.ts). healer_tags_text joins the specialties
-- with a separator the parser splits on (migration 0005).
ALTER TABLE "profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, "usr_name"), 'A')
  || setweight(to_tsvector('simple'::regconfig, healer_tags_text("specialties")), 'B')
  || setweight(to_tsvector('simple'::regconfig, coalesce("bio", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector")
  WHERE "role" = 'healer';
