CREATE TABLE "appointment_invites" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_invites_sequence_not_negative" CHECK ("appointment_invites"."sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_token_hash_format" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "notification_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_app_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"reminder_lead_minutes" integer[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_email_off_values" CHECK ("notification_preferences"."email_off" <@ array['bookings', 'reminders', 'messages', 'medication']),
	CONSTRAINT "notification_preferences_in_app_off_values" CHECK ("notification_preferences"."in_app_off" <@ array['bookings', 'reminders', 'messages', 'medication']),
	CONSTRAINT "notification_preferences_leads_range" CHECK (cardinality("notification_preferences"."reminder_lead_minutes") <= 4 and 0 < all("notification_preferences"."reminder_lead_minutes"))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"appointment_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	CONSTRAINT "notifications_title_length" CHECK (char_length("notifications"."title") between 1 and 200),
	CONSTRAINT "notifications_body_length" CHECK (char_length("notifications"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medication_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_doses_medication_due_key" UNIQUE("medication_id","due_at"),
	CONSTRAINT "medication_doses_status_values" CHECK ("medication_doses"."status" in ('taken', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"name" text NOT NULL,
	"dose" text,
	"notes" text,
	"times" text[] NOT NULL,
	"days_of_week" integer[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_name_length" CHECK (char_length("medications"."name") between 1 and 100),
	CONSTRAINT "medications_dose_length" CHECK (char_length("medications"."dose") <= 100),
	CONSTRAINT "medications_notes_length" CHECK (char_length("medications"."notes") <= 1000),
	CONSTRAINT "medications_times_values" CHECK (cardinality("medications"."times") between 1 and 8 and array_to_string("medications"."times", ',') ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9])*$'),
	CONSTRAINT "medications_days_values" CHECK (cardinality("medications"."days_of_week") between 1 and 7 and "medications"."days_of_week" <@ array[0, 1, 2, 3, 4, 5, 6]),
	CONSTRAINT "medications_end_not_before_start" CHECK ("medications"."end_date" is null or "medications"."end_date" >= "medications"."start_date")
);
--> statement-breakpoint
ALTER TABLE "appointment_invites" ADD CONSTRAINT "appointment_invites_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_page_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_appointment_id_idx" ON "notifications" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "medications_patient_id_idx" ON "medications" USING btree ("patient_id","created_at");