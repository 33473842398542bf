-- A healer's next free time (decision 065): every write that can move it enqueues the keyed
-- `refresh-next-available` job in its own transaction, so the job exists only if the change
-- commits, runs after it on committed rows, and several changes in a row make one job (a
-- pending job with the key is replaced; a running one gets a new one queued behind it).
-- A statement touching many healers at once (imports, seeds) marks them due instead, and the
-- clock's sweep computes them in batches.
CREATE FUNCTION refresh_next_available_of(healers text[]) RETURNS void
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
    max_attempts => 5,
    job_key => 'next-available:' || healer,
    job_key_mode => 'replace'
  )
  FROM unnest(healers) AS healer;
END;
$$;
--> statement-breakpoint
-- Weekly windows, date overrides and booking rules: any row written.
CREATE FUNCTION healer_rows_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_next_available_of(array(SELECT DISTINCT healer_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_next_available_of(array(SELECT DISTINCT healer_id FROM old_rows));
  ELSE
    PERFORM refresh_next_available_of(
      array(SELECT healer_id FROM old_rows UNION SELECT healer_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Appointments: only changes of the time held (not a meeting link or a note).
CREATE FUNCTION appointments_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_next_available_of(array(
    SELECT o.healer_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.status, o.scheduled_at, o.ends_at, o.buffer_before_minutes, o.buffer_after_minutes,
           o.healer_id)
      IS DISTINCT FROM (n.status, n.scheduled_at, n.ends_at, n.buffer_before_minutes,
           n.buffer_after_minutes, n.healer_id)
    UNION
    SELECT n.healer_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE o.healer_id IS DISTINCT FROM n.healer_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Session types: what is offered (length, active, order), not the job's own next_available_at.
CREATE FUNCTION session_types_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_next_available_of(array(
    SELECT o.healer_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.duration_minutes, o.is_active, o.position, o.healer_id)
      IS DISTINCT FROM (n.duration_minutes, n.is_active, n.position, n.healer_id)
    UNION
    SELECT n.healer_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE o.healer_id IS DISTINCT FROM n.healer_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_next_available_insert
  AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER appointments_next_available_update
  AFTER UPDATE ON appointments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER appointments_next_available_delete
  AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER session_types_next_available_insert
  AFTER INSERT ON session_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER session_types_next_available_update
  AFTER UPDATE ON session_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_types_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER session_types_next_available_delete
  AFTER DELETE ON session_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER healer_availability_next_available_insert
  AFTER INSERT ON healer_availability REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER healer_availability_next_available_update
  AFTER UPDATE ON healer_availability REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER healer_availability_next_available_delete
  AFTER DELETE ON healer_availability REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER availability_overrides_next_available_insert
  AFTER INSERT ON availability_overrides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER availability_overrides_next_available_update
  AFTER UPDATE ON availability_overrides REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER availability_overrides_next_available_delete
  AFTER DELETE ON availability_overrides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER booking_settings_next_available_insert
  AFTER INSERT ON booking_settings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER booking_settings_next_available_update
  AFTER UPDATE ON booking_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER booking_settings_next_available_delete
  AFTER DELETE ON booking_settings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
-- A profile: its zone moves its hours; bookable and suspension decide whether it has a value.
-- Per statement, so the bookable flag of many healers flipping at once is one batch.
CREATE FUNCTION profiles_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_next_available_of(array(
    SELECT n.user_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE n.role = 'healer'
      AND (o.timezone, o.bookable, o.suspended_at)
        IS DISTINCT FROM (n.timezone, n.bookable, n.suspended_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_next_available
  AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_next_available();
--> statement-breakpoint
-- Existing healers are computed by the clock's first sweep; a new one when it becomes bookable.
UPDATE profiles SET next_available_due_at = now() WHERE role = 'healer';
