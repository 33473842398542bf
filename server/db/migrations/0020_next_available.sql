ALTER TABLE "profiles" ADD COLUMN "next_available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "next_available_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "next_available_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_next_available_idx" ON "profiles" USING btree ("next_available_at","user_id") WHERE "profiles"."role" = 'healer' and "profiles"."bookable";--> statement-breakpoint
CREATE INDEX "profiles_next_available_due_idx" ON "profiles" USING btree ("next_available_due_at") WHERE "profiles"."next_available_due_at" is not null;