-- The directory's Specialty filter by an index (decision 078): each healer's specialty entries
-- mapped to the vocabulary's terms once, when they are written, instead of a regular expression
-- of the term's stems read against every candidate row. The vocabulary is contract/specialties.ts
-- (decision 060); this function holds a copy of its stems, checked against it by
-- server/modules/healers/specialty-terms.api.test.ts. A change to the vocabulary is a new
-- migration that replaces the function and recomputes the column.
--
-- Not in the Drizzle schema on purpose, like search_vector: the queries name it.
CREATE FUNCTION healer_specialty_terms(specialties text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT vocabulary.term ORDER BY vocabulary.term), '{}')
  FROM unnest(specialties) AS entry(value)
  JOIN (VALUES
    ('Therapist', 'therapist'),
    ('Therapist', 'psychotherap'),
    ('Therapist', 'counsel'),
    ('Therapist', 'cbt'),
    ('Therapist', 'couples therap'),
    ('Therapist', 'family therap'),
    ('Therapist', 'talk therap'),
    ('Psychologist', 'psycholog'),
    ('Psychiatrist', 'psychiatr'),
    ('Life Coach', 'coach'),
    ('Dietitian', 'dietitian'),
    ('Dietitian', 'dietician'),
    ('Dietitian', 'nutrition'),
    ('Dietitian', 'meal plan'),
    ('Yoga Instructor', 'yoga'),
    ('Meditation Guide', 'meditat'),
    ('Meditation Guide', 'mindful'),
    ('Breathwork', 'breath'),
    ('Energy Healer', 'reiki'),
    ('Energy Healer', 'energy'),
    ('Sound Healer', 'sound')
  ) AS vocabulary(term, stem) ON strpos(lower(entry.value), vocabulary.stem) > 0
$$;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "specialty_terms" text[]
  GENERATED ALWAYS AS (healer_specialty_terms("specialties")) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_specialty_terms_idx" ON "profiles" USING gin ("specialty_terms")
  WHERE "role" = 'healer';
