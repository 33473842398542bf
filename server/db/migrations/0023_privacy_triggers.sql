-- Account deletion (decision 053): a healer who asked to delete their account, or whose data was
-- erased, is not bookable (so not in the directory) from that moment. The rest of the rule is
-- migration 0016's, unchanged.
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
    AND EXISTS (
      SELECT 1 FROM healer_availability
      WHERE healer_id = NEW.user_id AND is_active
    );
  RETURN NEW;
END;
$$;
