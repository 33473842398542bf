-- A healer's next free time (decision 065): every write that can move it enqueues the keyed
-- `refresh-next-available` job in its own transaction, so the job exists only if the change
-- commits, runs after it on committed rows, and several changes in a row make one job. The
-- job key is per healer; graphile-worker replaces a pending job with the same key and queues
-- a new one behind a running one, so the last change is always followed by a run.
CREATE FUNCTION enqueue_next_available_refresh(healer text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- The queue's schema comes after our migrations (server/db/migrate.ts); before it exists
  -- there is nothing to enqueue into, and next_available_due_at (default now) has the sweep
  -- compute every healer.
  IF to_regnamespace('graphile_worker') IS NULL THEN
    RETURN;
  END IF;
  PERFORM graphile_worker.add_job(
    'refresh-next-available',
    json_build_object('healerId', healer),
    max_attempts => 5,
    job_key => 'next-available:' || healer,
    job_key_mode => 'replace'
  );
END;
$$;
--> statement-breakpoint
-- Tables whose rows carry healer_id: appointments, weekly windows, overrides, booking rules,
-- session types.
CREATE FUNCTION healer_rows_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM enqueue_next_available_refresh(OLD.healer_id);
    RETURN NULL;
  END IF;
  PERFORM enqueue_next_available_refresh(NEW.healer_id);
  IF TG_OP = 'UPDATE' AND OLD.healer_id IS DISTINCT FROM NEW.healer_id THEN
    PERFORM enqueue_next_available_refresh(OLD.healer_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only the columns that hold time: a meeting link or a note does not move a free start.
CREATE TRIGGER appointments_next_available
  AFTER INSERT OR DELETE OR UPDATE OF status, scheduled_at, ends_at, buffer_before_minutes,
    buffer_after_minutes, healer_id ON appointments
  FOR EACH ROW EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER healer_availability_next_available
  AFTER INSERT OR UPDATE OR DELETE ON healer_availability
  FOR EACH ROW EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER availability_overrides_next_available
  AFTER INSERT OR UPDATE OR DELETE ON availability_overrides
  FOR EACH ROW EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
CREATE TRIGGER booking_settings_next_available
  AFTER INSERT OR UPDATE OR DELETE ON booking_settings
  FOR EACH ROW EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
-- Not on next_available_at, which the job itself writes.
CREATE TRIGGER session_types_next_available
  AFTER INSERT OR DELETE OR UPDATE OF duration_minutes, is_active, position, healer_id
  ON session_types
  FOR EACH ROW EXECUTE FUNCTION healer_rows_refresh_next_available();
--> statement-breakpoint
-- A profile: its zone moves its hours; bookable and suspension decide whether it has a value.
CREATE FUNCTION profiles_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enqueue_next_available_refresh(NEW.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_next_available
  AFTER UPDATE OF timezone, bookable, suspended_at ON profiles
  FOR EACH ROW
  WHEN (NEW.role = 'healer' AND (
    OLD.timezone IS DISTINCT FROM NEW.timezone
    OR OLD.bookable IS DISTINCT FROM NEW.bookable
    OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at))
  EXECUTE FUNCTION profiles_refresh_next_available();
--> statement-breakpoint
-- Existing healers are computed by the clock's first sweep; a new one when it becomes bookable.
UPDATE profiles SET next_available_due_at = now() WHERE role = 'healer';
