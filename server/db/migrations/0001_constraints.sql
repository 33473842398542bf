-- Invariants drizzle's schema language cannot express: they guard races, so they live here.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A healer's windows on one weekday never overlap. Deferred, so a save that rewrites
-- several windows in one transaction is judged on its final state.
ALTER TABLE "healer_availability" ADD CONSTRAINT "healer_availability_no_overlap"
  EXCLUDE USING gist (
    "healer_id" WITH =,
    "day_of_week" WITH =,
    tsrange('2000-01-01'::date + "start_time", '2000-01-01'::date + "end_time") WITH &&
  ) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- No two scheduled appointments of one healer overlap in time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_healer_no_overlap"
  EXCLUDE USING gist ("healer_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" = 'scheduled');
--> statement-breakpoint
-- Nor of one patient.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" = 'scheduled');
