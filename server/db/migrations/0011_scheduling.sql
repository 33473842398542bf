CREATE TABLE "availability_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"available" boolean NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_overrides_range_order" CHECK ("availability_overrides"."date_to" >= "availability_overrides"."date_from"),
	CONSTRAINT "availability_overrides_range_length" CHECK ("availability_overrides"."date_to" - "availability_overrides"."date_from" <= 366),
	CONSTRAINT "availability_overrides_windows_shape" CHECK (jsonb_typeof("availability_overrides"."windows") = 'array' and (
        (not "availability_overrides"."available" and jsonb_array_length("availability_overrides"."windows") = 0)
        or ("availability_overrides"."available" and jsonb_array_length("availability_overrides"."windows") between 1 and 12)))
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"healer_id" text PRIMARY KEY NOT NULL,
	"min_notice_hours" integer DEFAULT 2 NOT NULL,
	"horizon_days" integer DEFAULT 90 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"daily_max_sessions" integer,
	"cancellation_window_hours" integer DEFAULT 24 NOT NULL,
	"cancellation_policy" text,
	"slot_step_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_min_notice_range" CHECK ("booking_settings"."min_notice_hours" between 0 and 720),
	CONSTRAINT "booking_settings_horizon_range" CHECK ("booking_settings"."horizon_days" between 1 and 365),
	CONSTRAINT "booking_settings_buffers_range" CHECK ("booking_settings"."buffer_before_minutes" between 0 and 240 and "booking_settings"."buffer_before_minutes" % 5 = 0
        and "booking_settings"."buffer_after_minutes" between 0 and 240 and "booking_settings"."buffer_after_minutes" % 5 = 0),
	CONSTRAINT "booking_settings_daily_max_range" CHECK ("booking_settings"."daily_max_sessions" between 1 and 48),
	CONSTRAINT "booking_settings_cancellation_window_range" CHECK ("booking_settings"."cancellation_window_hours" between 0 and 720),
	CONSTRAINT "booking_settings_cancellation_policy_length" CHECK (char_length("booking_settings"."cancellation_policy") <= 1000),
	CONSTRAINT "booking_settings_slot_step_values" CHECK ("booking_settings"."slot_step_minutes" in (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"modes" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_name_length" CHECK (char_length("session_types"."name") between 1 and 100),
	CONSTRAINT "session_types_description_length" CHECK (char_length("session_types"."description") <= 1000),
	CONSTRAINT "session_types_duration_range" CHECK ("session_types"."duration_minutes" between 15 and 240 and "session_types"."duration_minutes" % 15 = 0),
	CONSTRAINT "session_types_price_range" CHECK ("session_types"."price" between 0 and 100000),
	CONSTRAINT "session_types_modes_values" CHECK ("session_types"."modes" <@ array['video', 'chat', 'in_person']::text[] and cardinality("session_types"."modes") >= 1)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_values";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "session_type_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_by" text;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_overrides_healer_id_idx" ON "availability_overrides" USING btree ("healer_id","date_to");--> statement-breakpoint
CREATE INDEX "session_types_healer_id_idx" ON "session_types" USING btree ("healer_id","position");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_by_users_id_fk" FOREIGN KEY ("rescheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_buffers_range" CHECK ("appointments"."buffer_before_minutes" between 0 and 240 and "appointments"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pending_expires" CHECK ("appointments"."status" <> 'pending' or "appointments"."expires_at" is not null);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_values" CHECK ("appointments"."status" in ('pending', 'scheduled', 'completed', 'cancelled', 'no_show', 'declined', 'expired'));