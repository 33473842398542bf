CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"usr_name" text NOT NULL,
	"role" text NOT NULL,
	"profile_picture_url" text,
	"bio" text,
	"location" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer,
	"consultation_fee" numeric(10, 2),
	"consultation_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('healer', 'patient')),
	CONSTRAINT "profiles_usr_name_length" CHECK (char_length("profiles"."usr_name") between 1 and 100),
	CONSTRAINT "profiles_bio_length" CHECK (char_length("profiles"."bio") <= 2000),
	CONSTRAINT "profiles_location_length" CHECK (char_length("profiles"."location") <= 120),
	CONSTRAINT "profiles_experience_years_range" CHECK ("profiles"."experience_years" between 0 and 80),
	CONSTRAINT "profiles_consultation_fee_range" CHECK ("profiles"."consultation_fee" between 0 and 100000),
	CONSTRAINT "profiles_consultation_modes_values" CHECK ("profiles"."consultation_modes" <@ array['video', 'chat', 'in_person']::text[]),
	CONSTRAINT "profiles_categories_values" CHECK ("profiles"."categories" <@ array['medical', 'mental', 'holistic', 'body', 'nutrition', 'spiritual']::text[]),
	CONSTRAINT "profiles_gender_values" CHECK ("profiles"."gender" in ('male', 'female', 'non-binary', 'prefer-not-to-say')),
	CONSTRAINT "profiles_rating_range" CHECK ("profiles"."rating_average" between 0 and 5),
	CONSTRAINT "profiles_reviews_count_range" CHECK ("profiles"."reviews_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "healer_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "healer_availability_day_range" CHECK ("healer_availability"."day_of_week" between 0 and 6),
	CONSTRAINT "healer_availability_window_order" CHECK ("healer_availability"."end_time" > "healer_availability"."start_time"),
	CONSTRAINT "healer_availability_quarter_hours" CHECK (extract(minute from "healer_availability"."start_time")::int % 15 = 0 and extract(second from "healer_availability"."start_time") = 0
        and extract(minute from "healer_availability"."end_time")::int % 15 = 0 and extract(second from "healer_availability"."end_time") = 0)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"patient_id" text NOT NULL,
	"healer_id" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"meeting_link" text,
	"cancellation_reason" text,
	"cancelled_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_patient_idempotency_key" UNIQUE("patient_id","idempotency_key"),
	CONSTRAINT "appointments_title_length" CHECK (char_length("appointments"."title") between 1 and 200),
	CONSTRAINT "appointments_details_length" CHECK (char_length("appointments"."details") <= 2000),
	CONSTRAINT "appointments_duration_range" CHECK ("appointments"."duration_minutes" between 15 and 240),
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" = "appointments"."scheduled_at" + make_interval(mins => "appointments"."duration_minutes")),
	CONSTRAINT "appointments_mode_values" CHECK ("appointments"."mode" in ('video', 'in_person', 'chat')),
	CONSTRAINT "appointments_status_values" CHECK ("appointments"."status" in ('scheduled', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "appointments_not_self" CHECK ("appointments"."patient_id" <> "appointments"."healer_id"),
	CONSTRAINT "appointments_meeting_link_length" CHECK (char_length("appointments"."meeting_link") <= 2048),
	CONSTRAINT "appointments_cancellation_reason_length" CHECK (char_length("appointments"."cancellation_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "chats_pair_unique" UNIQUE("user_low","user_high"),
	CONSTRAINT "chats_pair_order" CHECK ("chats"."user_low" < "chats"."user_high")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"message_for" text[] NOT NULL,
	"read_by" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_limit" CHECK ("stored_files"."byte_size" between 1 and 2097152)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healer_availability" ADD CONSTRAINT "healer_availability_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "healer_availability_healer_id_idx" ON "healer_availability" USING btree ("healer_id","day_of_week");--> statement-breakpoint
CREATE INDEX "appointments_healer_id_idx" ON "appointments" USING btree ("healer_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_id_idx" ON "appointments" USING btree ("patient_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "chats_user_high_idx" ON "chats" USING btree ("user_high");--> statement-breakpoint
CREATE INDEX "messages_chat_id_created_at_idx" ON "messages" USING btree ("chat_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dev_outbox_created_at_idx" ON "dev_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_id_idx" ON "stored_files" USING btree ("owner_id");