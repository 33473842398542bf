-- The practitioner's workspace (decisions 042, 043): what the database keeps itself.

-- A healer is bookable (listed in the directory, open to bookings) when the profile has a name,
-- a specialty, a fee and a session mode, and the week has an active window. Every write of a
-- profile recomputes it; every write of windows recomputes it for the healers concerned, in the
-- same transaction. The EXISTS runs in a volatile function, so a write that waited for another
-- transaction's lock reads what that one committed.
CREATE FUNCTION profiles_set_bookable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.bookable := NEW.role = 'healer'
    AND btrim(NEW.usr_name) <> ''
    AND cardinality(NEW.specialties) > 0
    AND NEW.consultation_fee IS NOT NULL
    AND cardinality(NEW.consultation_modes) > 0
    AND EXISTS (
      SELECT 1 FROM healer_availability
      WHERE healer_id = NEW.user_id AND is_active
    );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_set_bookable
  BEFORE INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_bookable();
--> statement-breakpoint
-- One UPDATE per statement on windows, however many rows it wrote (a week is saved at once).
CREATE FUNCTION healer_availability_refresh_bookable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE profiles SET bookable = bookable
    WHERE user_id IN (SELECT DISTINCT healer_id FROM old_rows);
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE profiles SET bookable = bookable
    WHERE user_id IN (SELECT DISTINCT healer_id FROM new_rows);
  ELSE
    UPDATE profiles SET bookable = bookable
    WHERE user_id IN (SELECT healer_id FROM old_rows UNION SELECT healer_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER healer_availability_bookable_insert
  AFTER INSERT ON healer_availability REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_availability_refresh_bookable();
--> statement-breakpoint
CREATE TRIGGER healer_availability_bookable_update
  AFTER UPDATE ON healer_availability REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_availability_refresh_bookable();
--> statement-breakpoint
CREATE TRIGGER healer_availability_bookable_delete
  AFTER DELETE ON healer_availability REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION healer_availability_refresh_bookable();
--> statement-breakpoint
UPDATE profiles SET bookable = bookable WHERE role = 'healer';
--> statement-breakpoint
-- The directory lists bookable healers only; its partial indexes say so, and the rating sort
-- orders by rating_rank (new healers rank as typical ones, not last).
DROP INDEX IF EXISTS profiles_rating_average_idx;
--> statement-breakpoint
CREATE INDEX profiles_rating_rank_idx ON profiles (rating_rank DESC NULLS LAST, user_id DESC)
  WHERE role = 'healer' AND bookable;
--> statement-breakpoint
DROP INDEX IF EXISTS profiles_verified_rating_idx;
--> statement-breakpoint
CREATE INDEX profiles_verified_rank_idx ON profiles (rating_rank DESC NULLS LAST, user_id DESC)
  WHERE role = 'healer' AND verified AND bookable;
--> statement-breakpoint

-- Every status change is stamped with its time, whoever makes it.
CREATE FUNCTION appointments_stamp_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_stamp_status_change
  BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_stamp_status_change();
--> statement-breakpoint
-- Sessions closed before this change: their last update is the best time known.
UPDATE appointments SET status_changed_at = updated_at
  WHERE status NOT IN ('scheduled', 'pending');
