-- Profiles are vacuumed after a fiftieth of their rows changed, not a fifth (decision 088). Each
-- change of a healer's next free time rewrites their row and its entries in every index (the
-- update is not HOT, decision 084): until a vacuum, every directory search reads the dead
-- versions too, through every index. The clock's sweep over 10,000 healers left a sixth of the
-- table dead, under the default threshold, and a four-filter search then read 2,003 entries and
-- 1,309 heap pages for 286 healers, against 286 entries and 265 pages after a vacuum.
ALTER TABLE "profiles" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
