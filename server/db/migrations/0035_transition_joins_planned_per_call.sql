-- The triggers that compare a statement's old and new rows (decision 087) plan that join on every
-- call. PL/pgSQL caches a statement's plan for the connection, and a transition table's plan is
-- made for the row count it had then: after a one-row UPDATE, a later statement over 10,000
-- healers on the same connection ran the cached nested loop, 10,000 × 10,000 comparisons (50 s
-- where 20 ms do). EXECUTE plans the join with the rows it has.
CREATE OR REPLACE FUNCTION appointments_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  healers text[];
BEGIN
  EXECUTE $join$
    SELECT array(
      SELECT o.healer_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.status, o.scheduled_at, o.ends_at, o.buffer_before_minutes, o.buffer_after_minutes,
             o.healer_id)
        IS DISTINCT FROM (n.status, n.scheduled_at, n.ends_at, n.buffer_before_minutes,
             n.buffer_after_minutes, n.healer_id)
      UNION
      SELECT n.healer_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.healer_id IS DISTINCT FROM n.healer_id)
  $join$ INTO healers;
  PERFORM refresh_next_available_of(healers);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_types_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  healers text[];
BEGIN
  EXECUTE $join$
    SELECT array(
      SELECT o.healer_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.duration_minutes, o.is_active, o.position, o.healer_id)
        IS DISTINCT FROM (n.duration_minutes, n.is_active, n.position, n.healer_id)
      UNION
      SELECT n.healer_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.healer_id IS DISTINCT FROM n.healer_id)
  $join$ INTO healers;
  PERFORM refresh_next_available_of(healers);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_refresh_next_available() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  healers text[];
BEGIN
  EXECUTE $join$
    SELECT array(
      SELECT n.user_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE n.role = 'healer'
        AND (o.timezone, o.bookable, o.suspended_at)
          IS DISTINCT FROM (n.timezone, n.bookable, n.suspended_at))
  $join$ INTO healers;
  PERFORM refresh_next_available_of(healers);
  RETURN NULL;
END;
$$;
