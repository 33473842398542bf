-- Every user has a profile, created in the same transaction as the user row, whoever inserts
-- it (the auth library's sign-up, a social sign-in, the seed).
CREATE FUNCTION create_profile_for_new_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id, usr_name, role)
  VALUES (NEW.id, btrim(NEW.name), NEW.role);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile
  AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
