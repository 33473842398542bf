CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"resource_type" text,
	"resource_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('appointment.read', 'chat.read', 'plan.read', 'check_ins.read', 'notes.read', 'sign_in', 'sign_in_failed', 'password_change', 'two_factor_enabled', 'two_factor_disabled', 'export', 'deletion_requested', 'deletion_cancelled')),
	CONSTRAINT "access_log_resource_pair" CHECK (("access_log"."resource_type" is null) = ("access_log"."resource_id" is null)),
	CONSTRAINT "access_log_ip_length" CHECK (length("access_log"."ip_address") <= 100)
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_owner_idx" ON "access_log" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id");