-- Reviews, verification and suspension: the invariants the database keeps itself (decisions
-- 033, 034, 036).

-- Ratings come from review rows from now on. No review exists yet, so every healer starts at
-- zero (the figures the demo seed used to write had no rows behind them).
UPDATE profiles SET rating_sum = 0, reviews_count = 0, rating_average = 0;
--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_rating_sum_range
  CHECK (rating_sum BETWEEN reviews_count AND 5 * reviews_count);
--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_verified_healers_only
  CHECK (role = 'healer' OR NOT verified);
--> statement-breakpoint

-- A review's patient and healer are its appointment's.
ALTER TABLE reviews ADD CONSTRAINT reviews_appointment_parties_fk
  FOREIGN KEY (appointment_id, patient_id, healer_id)
  REFERENCES appointments (id, patient_id, healer_id) ON DELETE CASCADE;
--> statement-breakpoint

-- A review belongs to a completed appointment, and its parties never change. The appointment
-- row is share-locked, so no concurrent change can slip between the check and the insert
-- (completed is final anyway, decision 012).
CREATE FUNCTION reviews_check_appointment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  appointment_status text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.appointment_id <> OLD.appointment_id OR NEW.patient_id <> OLD.patient_id
       OR NEW.healer_id <> OLD.healer_id THEN
      RAISE EXCEPTION 'a review''s appointment and parties never change'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_parties_fixed';
    END IF;
    RETURN NEW;
  END IF;
  SELECT status INTO appointment_status FROM appointments WHERE id = NEW.appointment_id FOR SHARE;
  IF appointment_status IS DISTINCT FROM 'completed' THEN
    RAISE EXCEPTION 'only a completed appointment can be reviewed'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_appointment_completed';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_check_appointment
  BEFORE INSERT OR UPDATE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_check_appointment();
--> statement-breakpoint

-- The healer's rating_sum, reviews_count and rating_average follow every visible review, in the
-- transaction of the write. Increments, not a recount: the UPDATE re-reads the latest row version
-- after waiting for a concurrent writer's lock, so concurrent reviews of one healer each add
-- exactly their own share (a recount would read a snapshot taken before that wait).
CREATE FUNCTION reviews_keep_healer_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sum_change integer := 0;
  count_change integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    sum_change := sum_change - OLD.rating;
    count_change := count_change - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    sum_change := sum_change + NEW.rating;
    count_change := count_change + 1;
  END IF;
  IF sum_change = 0 AND count_change = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE profiles SET
    rating_sum = rating_sum + sum_change,
    reviews_count = reviews_count + count_change,
    rating_average = CASE WHEN reviews_count + count_change = 0 THEN 0
      ELSE (rating_sum + sum_change)::double precision / (reviews_count + count_change) END
  WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.healer_id ELSE NEW.healer_id END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_keep_healer_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_healer_rating();
--> statement-breakpoint

-- profiles.verified mirrors the verification status, for the directory's filter and badge.
CREATE FUNCTION healer_verifications_sync_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE profiles SET verified = false WHERE user_id = OLD.healer_id AND verified;
    RETURN NULL;
  END IF;
  UPDATE profiles SET verified = (NEW.status = 'verified')
  WHERE user_id = NEW.healer_id AND verified IS DISTINCT FROM (NEW.status = 'verified');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER healer_verifications_sync_profile
  AFTER INSERT OR UPDATE OF status OR DELETE ON healer_verifications
  FOR EACH ROW EXECUTE FUNCTION healer_verifications_sync_profile();
--> statement-breakpoint

-- A suspended account gets no new session, and a suspended healer no new appointment and no
-- session moved to a new time (a reschedule claims time as a booking does, issue 13). The
-- profile row is share-locked whatever its state: a suspension (which updates that row, then
-- deletes the sessions) either waits for this write to commit and then deletes its session,
-- or commits first and is seen here. The trigger's argument names the column holding the account.
CREATE FUNCTION refuse_suspended_account() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  account text := to_jsonb(NEW) ->> TG_ARGV[0];
  suspended timestamptz;
BEGIN
  SELECT suspended_at INTO suspended FROM profiles WHERE user_id = account FOR SHARE;
  IF suspended IS NOT NULL THEN
    RAISE EXCEPTION 'account % is suspended', account
      USING ERRCODE = 'WS001', HINT = 'account_suspended';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_refuse_suspended
  BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION refuse_suspended_account('user_id');
--> statement-breakpoint
CREATE TRIGGER appointments_refuse_suspended_healer
  BEFORE INSERT OR UPDATE OF scheduled_at ON appointments
  FOR EACH ROW EXECUTE FUNCTION refuse_suspended_account('healer_id');
--> statement-breakpoint

-- The audit log is append-only.
CREATE FUNCTION admin_actions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_actions_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON admin_actions
  FOR EACH STATEMENT EXECUTE FUNCTION admin_actions_append_only();
--> statement-breakpoint

-- The directory's verified filter in its default order (best rated first).
CREATE INDEX profiles_verified_rating_idx ON profiles
  (rating_average DESC NULLS LAST, user_id DESC)
  WHERE role = 'healer' AND verified;
--> statement-breakpoint

-- The admin console's user search: part of a name or an email, any role (trigram).
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX profiles_usr_name_trgm_idx ON profiles USING gin (lower(usr_name) gin_trgm_ops);
--> statement-breakpoint
-- The console lists accounts newest first and counts sign-ups per week.
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
