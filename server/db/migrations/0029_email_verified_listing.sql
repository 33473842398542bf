-- Email verification at sign-up (decision 068): a healer is listed in the directory and open to
-- bookings only once the account's email address is confirmed. The rest of the rule is migration
-- 0023's, unchanged.
CREATE OR REPLACE FUNCTION profiles_set_bookable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.bookable := NEW.role = 'healer'
    AND NEW.deletion_due_at IS NULL
    AND NEW.deleted_at IS NULL
    AND btrim(NEW.usr_name) <> ''
    AND cardinality(NEW.specialties) > 0
    AND NEW.consultation_fee IS NOT NULL
    AND cardinality(NEW.consultation_modes) > 0
    AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND email_verified)
    AND EXISTS (
      SELECT 1 FROM healer_availability
      WHERE healer_id = NEW.user_id AND is_active
    );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Confirming (or, by an email change, un-confirming) an address recomputes the profile's flag.
CREATE FUNCTION users_refresh_bookable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET bookable = bookable WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_refresh_bookable
  AFTER UPDATE OF email_verified ON users
  FOR EACH ROW WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified)
  EXECUTE FUNCTION users_refresh_bookable();
--> statement-breakpoint
-- Existing accounts keep their email_verified as it is; the flag follows the rule from now on.
UPDATE profiles SET bookable = bookable WHERE role = 'healer';
