ALTER TABLE "profiles" ADD COLUMN "professional_title" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_rank" double precision GENERATED ALWAYS AS ((rating_sum + 12)::double precision / (reviews_count + 3)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
CREATE INDEX "appointments_scheduled_ends_at_idx" ON "appointments" USING btree ("ends_at") WHERE "appointments"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_professional_title_length" CHECK (char_length("profiles"."professional_title") between 1 and 100);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_changed_by_values" CHECK ("appointments"."status_changed_by" in ('patient', 'healer', 'system'));