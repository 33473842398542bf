-- A healer's next free time (decision 072, amending 065): the writing transaction enqueues a
-- plain `refresh-next-available` job, without a job key. A keyed add_job upserts the key's row
-- and holds its lock until commit, so concurrent bookings of one healer waited for each other
-- there; a plain insert waits for nobody. The job folds a burst into one run itself: under a
-- per-healer advisory lock it removes the healer's other waiting jobs (committed changes its
-- own reads will see) before computing (server/modules/booking/next-available.ts).
CREATE OR REPLACE FUNCTION refresh_next_available_of(healers text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(healers), 0) = 0 THEN
    RETURN;
  END IF;
  -- The queue's schema comes after our migrations (server/db/migrate.ts).
  IF cardinality(healers) > 20 OR to_regnamespace('graphile_worker') IS NULL THEN
    UPDATE profiles SET next_available_due_at = now()
    WHERE user_id = ANY (healers) AND role = 'healer';
    RETURN;
  END IF;
  PERFORM graphile_worker.add_job(
    'refresh-next-available',
    json_build_object('healerId', healer),
    max_attempts => 5
  )
  FROM unnest(healers) AS healer;
END;
$$;
