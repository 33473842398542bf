-- A short pending list for every GIN index on profiles (decision 084). With GIN's fast update an
-- insert goes to an unsorted pending list, merged into the index only when the list outgrows
-- gin_pending_list_limit (4 MB by default) or at a vacuum, and every search reads the whole list.
-- Each change of a healer's next free time is an update that is not HOT (the column is indexed),
-- so it adds the healer's tags, words and trigrams to every one of these lists: after the
-- benchmark's 10,000 such updates the tags' list held 294 pages, and the four-filter search read
-- it in 7.4 ms of its 9. At 64 kB the list is merged by the writer every few dozen updates.
ALTER INDEX "profiles_directory_tags_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "profiles_search_vector_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "profiles_search_text_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "profiles_specialties_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "profiles_usr_name_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
-- What the lists hold now goes into the indexes.
SELECT gin_clean_pending_list(index_name::regclass)
FROM (VALUES ('profiles_directory_tags_idx'), ('profiles_search_vector_idx'),
  ('profiles_search_text_idx'), ('profiles_specialties_idx'), ('profiles_usr_name_trgm_idx'))
  AS gin_indexes(index_name);
