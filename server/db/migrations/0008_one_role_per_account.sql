-- One role per account (decision 016). Until now the seed set only profiles.role, so demo
-- healers were patients in users.role (and in every auth answer). profiles.role is what the
-- product has acted on (dashboards, directory, guards), so it wins; the next migration then
-- ties the two columns together with a foreign key so they cannot disagree again.
UPDATE users
SET role = profiles.role, updated_at = now()
FROM profiles
WHERE profiles.user_id = users.id AND users.role IS DISTINCT FROM profiles.role;
