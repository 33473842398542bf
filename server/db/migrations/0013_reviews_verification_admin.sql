CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "review_reports_one_per_reporter" UNIQUE("review_id","reporter_id"),
	CONSTRAINT "review_reports_reason_length" CHECK (char_length("review_reports"."reason") between 1 and 500),
	CONSTRAINT "review_reports_resolution_values" CHECK ("review_reports"."resolution" in ('hidden', 'kept')),
	CONSTRAINT "review_reports_resolution_complete" CHECK (("review_reports"."resolved_at" is null) = ("review_reports"."resolution" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" text NOT NULL,
	"healer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text,
	"would_recommend" boolean,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_appointment_id_key" UNIQUE("appointment_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") between 1 and 2000),
	CONSTRAINT "reviews_reply_body_length" CHECK (char_length("reviews"."reply_body") between 1 and 2000),
	CONSTRAINT "reviews_reply_complete" CHECK (("reviews"."reply_body" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
CREATE TABLE "healer_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"healer_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "healer_credentials_kind_values" CHECK ("healer_credentials"."kind" in ('licence', 'certificate')),
	CONSTRAINT "healer_credentials_issuer_length" CHECK (char_length("healer_credentials"."issuer") between 1 and 200),
	CONSTRAINT "healer_credentials_number_length" CHECK (char_length("healer_credentials"."number") between 1 and 100),
	CONSTRAINT "healer_credentials_file_name_length" CHECK (char_length("healer_credentials"."file_name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "healer_verifications" (
	"healer_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"verified_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "healer_verifications_status_values" CHECK ("healer_verifications"."status" in ('unverified', 'pending', 'verified', 'rejected')),
	CONSTRAINT "healer_verifications_note_length" CHECK (char_length("healer_verifications"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "admin_actions_action_values" CHECK (action in ('admin.grant', 'verification.approve', 'verification.reject', 'verification.expire', 'review.hide', 'review.keep', 'user.suspend', 'user.unsuspend')),
	CONSTRAINT "admin_actions_target_type_values" CHECK ("admin_actions"."target_type" in ('user', 'review', 'healer')),
	CONSTRAINT "admin_actions_reason_length" CHECK (char_length("admin_actions"."reason") <= 1000),
	CONSTRAINT "admin_actions_target_label_length" CHECK (char_length("admin_actions"."target_label") <= 300)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_size_limit";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healer_credentials" ADD CONSTRAINT "healer_credentials_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healer_credentials" ADD CONSTRAINT "healer_credentials_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healer_verifications" ADD CONSTRAINT "healer_verifications_healer_id_users_id_fk" FOREIGN KEY ("healer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healer_verifications" ADD CONSTRAINT "healer_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_healer_page_idx" ON "reviews" USING btree ("healer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_healer_rating_idx" ON "reviews" USING btree ("healer_id","rating","would_recommend") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_patient_id_idx" ON "reviews" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "healer_credentials_healer_id_idx" ON "healer_credentials" USING btree ("healer_id","created_at");--> statement-breakpoint
CREATE INDEX "healer_credentials_file_id_idx" ON "healer_credentials" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "healer_verifications_status_idx" ON "healer_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_parties_key" UNIQUE("id","patient_id","healer_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('healer', 'patient', 'admin'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspension_complete" CHECK (("profiles"."suspended_at" is null) = ("profiles"."suspension_reason" is null));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspension_reason_length" CHECK (char_length("profiles"."suspension_reason") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('healer', 'patient', 'admin'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_size_limit" CHECK ("stored_files"."byte_size" between 1 and 10485760);