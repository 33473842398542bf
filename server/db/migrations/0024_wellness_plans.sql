CREATE TABLE "appointment_notes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"healer_id" text NOT NULL,
	"private_note" text,
	"shared_summary" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notes_private_length" CHECK (char_length("appointment_notes"."private_note") <= 10000),
	CONSTRAINT "appointment_notes_shared_length" CHECK (char_length("appointment_notes"."shared_summary") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"week_start" date NOT NULL,
	"mood" smallint NOT NULL,
	"energy" smallint NOT NULL,
	"sleep" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_patient_week_key" UNIQUE("patient_id","week_start"),
	CONSTRAINT "check_ins_week_starts_monday" CHECK (extract(isodow from "check_ins"."week_start") = 1),
	CONSTRAINT "check_ins_scores" CHECK ("check_ins"."mood" between 1 and 5 and "check_ins"."energy" between 1 and 5 and "check_ins"."sleep" between 1 and 5),
	CONSTRAINT "check_ins_note_length" CHECK (char_length("check_ins"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "plan_practice_completions" (
	"practice_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_practice_completions_pkey" PRIMARY KEY("practice_id","date")
);
--> statement-breakpoint
CREATE TABLE "plan_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"frequency" text NOT NULL,
	"times_per_week" integer,
	"weekdays" integer[],
	"time_of_day" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_practices_title_length" CHECK (char_length("plan_practices"."title") between 1 and 200),
	CONSTRAINT "plan_practices_frequency_values" CHECK ("plan_practices"."frequency" in ('daily', 'weekly', 'weekdays')),
	CONSTRAINT "plan_practices_times_per_week" CHECK (("plan_practices"."frequency" = 'weekly') = ("plan_practices"."times_per_week" is not null) and ("plan_practices"."times_per_week" is null or "plan_practices"."times_per_week" between 1 and 7)),
	CONSTRAINT "plan_practices_weekdays" CHECK (("plan_practices"."frequency" = 'weekdays') = ("plan_practices"."weekdays" is not null) and ("plan_practices"."weekdays" is null or (cardinality("plan_practices"."weekdays") between 1 and 7 and "plan_practices"."weekdays" <@ array[0, 1, 2, 3, 4, 5, 6]))),
	CONSTRAINT "plan_practices_time_of_day" CHECK ("plan_practices"."time_of_day" is null or "plan_practices"."time_of_day" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "plan_practices_position" CHECK ("plan_practices"."position" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "plan_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"practices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_templates_name_length" CHECK (char_length("plan_templates"."name") between 1 and 100),
	CONSTRAINT "plan_templates_title_length" CHECK (char_length("plan_templates"."title") between 1 and 200),
	CONSTRAINT "plan_templates_summary_length" CHECK (char_length("plan_templates"."summary") <= 4000),
	CONSTRAINT "plan_templates_goals_list" CHECK (jsonb_typeof("plan_templates"."goals") = 'array' and jsonb_array_length("plan_templates"."goals") <= 20),
	CONSTRAINT "plan_templates_practices_list" CHECK (jsonb_typeof("plan_templates"."practices") = 'array' and jsonb_array_length("plan_templates"."practices") <= 20),
	CONSTRAINT "plan_templates_recommendations_list" CHECK (jsonb_typeof("plan_templates"."recommendations") = 'array' and jsonb_array_length("plan_templates"."recommendations") <= 30),
	CONSTRAINT "plan_templates_resources_list" CHECK (jsonb_typeof("plan_templates"."resources") = 'array' and jsonb_array_length("plan_templates"."resources") <= 20)
);
--> statement-breakpoint
CREATE TABLE "plan_versions" (
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_versions_pkey" PRIMARY KEY("plan_id","version"),
	CONSTRAINT "plan_versions_version_positive" CHECK ("plan_versions"."version" >= 1),
	CONSTRAINT "plan_versions_snapshot_object" CHECK (jsonb_typeof("plan_versions"."snapshot") = 'object')
);
--> statement-breakpoint
CREATE TABLE "wellness_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"status" text NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellness_plans_not_self" CHECK ("wellness_plans"."patient_id" <> "wellness_plans"."healer_id"),
	CONSTRAINT "wellness_plans_title_length" CHECK (char_length("wellness_plans"."title") between 1 and 200),
	CONSTRAINT "wellness_plans_summary_length" CHECK (char_length("wellness_plans"."summary") <= 4000),
	CONSTRAINT "wellness_plans_status_values" CHECK ("wellness_plans"."status" in ('draft', 'active', 'completed', 'archived')),
	CONSTRAINT "wellness_plans_goals_list" CHECK (jsonb_typeof("wellness_plans"."goals") = 'array' and jsonb_array_length("wellness_plans"."goals") <= 20),
	CONSTRAINT "wellness_plans_recommendations_list" CHECK (jsonb_typeof("wellness_plans"."recommendations") = 'array' and jsonb_array_length("wellness_plans"."recommendations") <= 30),
	CONSTRAINT "wellness_plans_resources_list" CHECK (jsonb_typeof("wellness_plans"."resources") = 'array' and jsonb_array_length("wellness_plans"."resources") <= 20),
	CONSTRAINT "wellness_plans_version_positive" CHECK ("wellness_plans"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_email_off_values";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_in_app_off_values";--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_appointment_fk" FOREIGN KEY ("appointment_id","patient_id","healer_id") REFERENCES "public"."appointments"("id","patient_id","healer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_practice_completions" ADD CONSTRAINT "plan_practice_completions_practice_id_plan_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."plan_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_practices" ADD CONSTRAINT "plan_practices_plan_id_wellness_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."wellness_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_templates" ADD CONSTRAINT "plan_templates_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_versions" ADD CONSTRAINT "plan_versions_plan_id_wellness_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."wellness_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_plans" ADD CONSTRAINT "wellness_plans_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_plans" ADD CONSTRAINT "wellness_plans_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_notes_patient_idx" ON "appointment_notes" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "plan_practices_plan_idx" ON "plan_practices" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "plan_templates_healer_idx" ON "plan_templates" USING btree ("healer_id","name");--> statement-breakpoint
CREATE INDEX "wellness_plans_patient_idx" ON "wellness_plans" USING btree ("patient_id","updated_at");--> statement-breakpoint
CREATE INDEX "wellness_plans_healer_idx" ON "wellness_plans" USING btree ("healer_id","patient_id","updated_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_email_off_values" CHECK ("notification_preferences"."email_off" <@ array['bookings', 'reminders', 'messages', 'medication', 'plans']);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_in_app_off_values" CHECK ("notification_preferences"."in_app_off" <@ array['bookings', 'reminders', 'messages', 'medication', 'plans']);