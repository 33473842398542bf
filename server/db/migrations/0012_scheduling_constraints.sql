-- Scheduling invariants (issue 13, decision 021): they decide races, so they live here.
--
-- The time a healer's appointment holds: its session widened by its own buffers. Adding a
-- minutes-only interval to a timestamptz does not depend on the session's time zone setting
-- (only day and month parts do), so the function is truly immutable and may be indexed.
CREATE FUNCTION appointment_held_range(
  scheduled_at timestamptz,
  ends_at timestamptz,
  buffer_before_minutes integer,
  buffer_after_minutes integer
) RETURNS tstzrange
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN tstzrange(
  scheduled_at - make_interval(mins => buffer_before_minutes),
  ends_at + make_interval(mins => buffer_after_minutes)
);
--> statement-breakpoint
-- No two appointments of one healer that hold their time (scheduled, or a pending request)
-- overlap once each is widened by its buffers: between two sessions there is at least the
-- first one's after-buffer plus the second one's before-buffer.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_healer_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_healer_no_overlap"
  EXCLUDE USING gist (
    "healer_id" WITH =,
    appointment_held_range("scheduled_at", "ends_at", "buffer_before_minutes", "buffer_after_minutes") WITH &&
  ) WHERE ("status" IN ('scheduled', 'pending'));
--> statement-breakpoint
-- Nor two of one patient (their sessions themselves; buffers are the healer's).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('scheduled', 'pending'));
--> statement-breakpoint
-- A date has at most one override per healer.
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_no_overlap"
  EXCLUDE USING gist ("healer_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&);
