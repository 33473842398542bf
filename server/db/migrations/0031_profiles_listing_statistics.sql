-- The planner's view of the directory (decision 081). Its queries ask for `role = 'healer'` and
-- `bookable` together; a bookable profile is always a healer's, but PostgreSQL multiplies the two
-- conditions' selectivities as if they were unrelated and expects a sixth of the healers (1,667
-- of 10,000 on the benchmark's data). Multivariate statistics on the pair tell it the truth, so
-- every directory estimate is six times closer to the rows it finds.
CREATE STATISTICS IF NOT EXISTS profiles_role_bookable (mcv, dependencies) ON role, bookable FROM profiles;
--> statement-breakpoint
ANALYZE profiles;
